import { describe, expect, it } from 'vitest';
import { afterSessionProxy, chromiumProxyConfig } from './electronProxy';

describe('chromiumProxyConfig', () => {
  it('maps the setting to Chromium rules that also proxy loopback', () => {
    expect(chromiumProxyConfig('')).toEqual({ mode: 'direct' });
    expect(chromiumProxyConfig('socks5h://127.0.0.1:9050')).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'socks5://127.0.0.1:9050',
      proxyBypassRules: '<-loopback>',
    });
    expect(chromiumProxyConfig('http://proxy.lan:3128').proxyRules).toBe('http://proxy.lan:3128');
  });
});

describe('afterSessionProxy', () => {
  it("sets the session's proxy to main's current one before each call", async () => {
    const { setOutboundProxy } = await import('./outbound');
    const order: string[] = [];
    const check = afterSessionProxy(
      async (c) => void order.push(`proxy ${c.proxyRules ?? c.mode}`),
      async () => void order.push('check'),
    );
    await check();
    setOutboundProxy('socks5h://127.0.0.1:9050');
    try {
      await check();
    } finally {
      setOutboundProxy('');
    }
    expect(order).toEqual(['proxy direct', 'check', 'proxy socks5://127.0.0.1:9050', 'check']);
  });
});

import { describe, expect, it } from 'vitest';
import { chromiumProxyConfig } from './electronProxy';

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

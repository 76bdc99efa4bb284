/**
 * The user's proxy as Chromium's proxy config, for what goes through Electron's own network
 * stack in main (electron-updater's requests use `net`, on the default session). Chromium's
 * SOCKS5 always leaves name resolution to the proxy, so socks5h maps to its socks5 rule; loopback
 * is proxied too (`<-loopback>`), as main's own route does.
 */
import { outboundProxy } from './outbound';

export interface ChromiumProxyConfig {
  mode: 'direct' | 'fixed_servers';
  proxyRules?: string;
  proxyBypassRules?: string;
}

export function chromiumProxyConfig(url: string): ChromiumProxyConfig {
  if (url === '') return { mode: 'direct' };
  const u = new URL(url);
  const scheme = u.protocol === 'socks5h:' ? 'socks5' : 'http';
  return { mode: 'fixed_servers', proxyRules: `${scheme}://${u.host}`, proxyBypassRules: '<-loopback>' };
}

/**
 * `fn` run only after Electron's session has been given main's current proxy: electron-updater's
 * first check starts while createApp is still running, before anything could follow a settings
 * event, so each call sets the session's proxy itself and nothing reaches Electron's net first.
 */
export function afterSessionProxy<R>(
  setProxy: (config: ChromiumProxyConfig) => Promise<void>,
  fn: () => Promise<R>,
): () => Promise<R> {
  return async () => {
    await setProxy(chromiumProxyConfig(outboundProxy()));
    return fn();
  };
}

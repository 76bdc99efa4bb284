/**
 * The user's proxy as Chromium's proxy config, for what goes through Electron's own network
 * stack in main (electron-updater's requests use `net`, on the default session). Chromium's
 * SOCKS5 always leaves name resolution to the proxy, so socks5h maps to its socks5 rule; loopback
 * is proxied too (`<-loopback>`), as main's own route does.
 */
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

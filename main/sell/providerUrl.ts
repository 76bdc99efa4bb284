/**
 * True for the provider's sell page that may be handed to the system browser: https, no
 * credentials in it, unchanged by URL parsing (no `..` resolving into another page), and on
 * the host of the provider's site as the quote named it. A backend cannot send the user to
 * another site, a file or an app link this way.
 */
export function isProviderPage(url: string, providerHost: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  if (parsed.href !== url) return false;
  return providerHost !== '' && parsed.host === providerHost;
}

/** The host of a provider's site as quoted; null when it is not an https URL. */
export function providerHostOf(siteUrl: string): string | null {
  try {
    const u = new URL(siteUrl);
    return u.protocol === 'https:' && !u.username && !u.password ? u.host : null;
  } catch {
    return null;
  }
}

/** The scheme of WalletConnect pairing links; the app registers itself for it (electron-builder.yml). */
export const WC_PROTOCOL = 'wc';

/**
 * The WalletConnect pairing link among a launch's arguments (Windows, Linux) or the URL macOS
 * hands over: `wc:<topic>@2?…`. Only v2 links with a 64-hex topic; anything else is ignored.
 */
export function wcLinkFromArgv(argv: readonly string[]): string | null {
  for (const a of argv) if (/^wc:[0-9a-f]{64}@2\?\S+$/.test(a) && a.length <= 2000) return a;
  return null;
}

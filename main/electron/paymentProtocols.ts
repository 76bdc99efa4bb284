import { looksLikePaymentUri } from '../../shared/payments/parsePaymentUri';

/** The link schemes the app offers to open: BIP21's four and EIP-681's. */
export const PAYMENT_PROTOCOLS = ['bitcoin', 'litecoin', 'dogecoin', 'bitcoincash', 'ethereum'] as const;

/**
 * The payment link among a process's arguments (Windows and Linux start the app, or a
 * second instance, with the URI as an argument), or null. Flags and the app path are
 * skipped; only a scheme the wallet reads counts, so `--foo=bitcoin:` cannot slip in.
 */
export function paymentLinkFromArgv(argv: readonly string[]): string | null {
  for (const arg of argv) if (!arg.startsWith('-') && looksLikePaymentUri(arg)) return arg;
  return null;
}

/**
 * The executable and arguments app.setAsDefaultProtocolClient needs besides the scheme: none
 * for a packaged app (it registers itself). In development the binary is Electron, which
 * must be told which app to load, so the script path goes along (Electron's deep-link guide);
 * without it the OS would start bare Electron.
 */
export function protocolClientLaunch(
  isPackaged: boolean,
  execPath: string,
  appPath: string,
): { path: string; args: string[] } | null {
  return isPackaged ? null : { path: execPath, args: [appPath] };
}

import { eip155 } from './eip155';
import { solana } from './solana';
import type { WcNamespace, WcNamespaceEntry, WcProfile } from './types';

export type { WcNamespace, WcProfile } from './types';

/** Every WalletConnect namespace this wallet serves, one line each; the service loops over these. */
export const WC_NAMESPACES: readonly WcNamespaceEntry[] = [eip155, solana];

/** The namespaces bound to the app's profile: each with the chains it serves there. */
export function openNamespaces(profile: WcProfile): WcNamespace[] {
  return WC_NAMESPACES.map((n) => n.open(profile));
}

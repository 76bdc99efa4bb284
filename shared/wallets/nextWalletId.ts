import type { WalletsState } from './types';

/**
 * The id for the next wallet: sequential from "1", one above the highest id ever issued.
 *
 * A deleted wallet's id is never reused because the id is the key of everything kept about
 * a wallet outside this list: its vault entry in the signer, and its derived addresses,
 * transactions and pending transactions in the cache. If a delete is interrupted before all
 * of those are purged, a new wallet reusing the id would inherit another wallet's history,
 * or worse, be matched to the wrong vault entry. Taking the maximum of `lastWalletId` and the
 * existing ids keeps this true even for a state whose counter lags its wallets.
 */
export function nextWalletId(state: WalletsState): string {
  let highest = state.lastWalletId;
  for (const w of state.wallets) {
    const n = Number(w.id);
    if (Number.isSafeInteger(n) && n > highest) highest = n;
  }
  return String(highest + 1);
}

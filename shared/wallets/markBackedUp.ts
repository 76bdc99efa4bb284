import type { WalletsState } from './types';
import { updateWallet } from './walletAt';

/**
 * Records that the user proved the backup of the wallet at `index` (picked the phrase's
 * words in order), which stops the backup-asked modal. There is no way back to false: a
 * proven backup stays proven.
 */
export function markBackedUp(state: WalletsState, index: number): WalletsState {
  return updateWallet(state, index, (w) => (w.isBackedup ? w : { ...w, isBackedup: true }));
}

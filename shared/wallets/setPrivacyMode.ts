import type { WalletsState } from './types';
import { updateWallet } from './walletAt';

/** Turns privacy mode of the wallet at `index` on or off (spec §4: per wallet). */
export function setPrivacyMode(state: WalletsState, index: number, on: boolean): WalletsState {
  return updateWallet(state, index, (w) => (w.privacyMode === on ? w : { ...w, privacyMode: on }));
}

import { moveOneStep, type MoveDirection } from './moveOneStep';
import type { WalletsState } from './types';

/**
 * Moves the wallet at `index` one step up (towards the top) or down (spec §4). The current
 * index follows the move, so the same wallet stays current. With one wallet, an invalid
 * index or a move past either end nothing happens and the same state object is returned.
 */
export function moveWallet(state: WalletsState, index: number, direction: MoveDirection): WalletsState {
  const moved = moveOneStep(state.wallets, index, direction);
  if (!moved) return state;
  const current = state.currentWalletIndex;
  const followed = current === index ? moved.to : current === moved.to ? index : current;
  return { ...state, wallets: moved.list, currentWalletIndex: followed };
}

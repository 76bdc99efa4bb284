import { moveOneStep, type MoveDirection } from './moveOneStep';
import type { WalletMeta } from './types';

/**
 * Moves the coin at `index` one step up or down, like wallet reorder (spec §4): it needs
 * more than one coin, and an invalid index or a move past either end changes nothing (the
 * same wallet object is returned). The selection is by id, so it is unaffected.
 */
export function moveCoin(wallet: WalletMeta, index: number, direction: MoveDirection): WalletMeta {
  const moved = moveOneStep(wallet.coins, index, direction);
  return moved ? { ...wallet, coins: moved.list } : wallet;
}

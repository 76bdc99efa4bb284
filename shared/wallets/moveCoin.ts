import { moveOneStep, type MoveDirection } from './moveOneStep';
import type { WalletMeta } from './types';

/**
 * Moves the coin at `index` one step up or down, like wallet reorder (spec §4): it needs
 * more than one coin, and an invalid index or a move past either end changes nothing (the
 * same wallet object is returned). A step is among the coins the user sees: hidden coins
 * are passed over, or a move past one would look like nothing happened.
 */
export function moveCoin(wallet: WalletMeta, index: number, direction: MoveDirection): WalletMeta {
  const visible = wallet.coins.flatMap((c, i) => (c.isInWallet ? [i] : []));
  const moved = moveOneStep(visible, visible.indexOf(index), direction);
  if (!moved) return wallet;
  const other = visible[moved.to]!;
  const coins = wallet.coins.slice();
  [coins[index], coins[other]] = [coins[other]!, coins[index]!];
  return { ...wallet, coins };
}

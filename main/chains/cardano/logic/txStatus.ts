import type { ConfirmationStatus } from '../../family';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf } from '../network';

/**
 * One look at a transaction (Blockfrost txs/{h}): pending until it is in a block, then
 * confirmed; spec §4 counts every Cardano transaction a success, and a plain payment cannot
 * fail phase-2 validation (it runs no script).
 */
export async function txStatus(ctx: CardanoCtx, hash: string): Promise<ConfirmationStatus> {
  return (await blockfrostOf(ctx).tx(hash)) ? 'confirmed' : 'pending';
}

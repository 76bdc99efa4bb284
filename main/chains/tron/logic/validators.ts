import type { Validator } from '../../family';
import type { TronCtx } from '../ctx';
import { SUN_PER_TRX } from '../constants';
import { nodeOf, scanOf, type ScanWitness } from '../network';

/**
 * Witnesses to vote for, most votes first: Tronscan's list (name, votes, APR where the witness
 * publishes one), or the node's witness list when the profile has no Tronscan.
 */
export async function listValidators(ctx: TronCtx): Promise<Validator[]> {
  const scan = scanOf(ctx);
  const rows: ScanWitness[] = scan
    ? await scan.witnesses()
    : (await nodeOf(ctx).listWitnesses()).map((w) => ({
        address: w.address,
        name: w.url ?? w.address,
        votes: w.votes,
      }));
  return [...rows]
    .sort((a, b) => (b.votes > a.votes ? 1 : b.votes < a.votes ? -1 : a.name.localeCompare(b.name)))
    .map((w) => ({
      address: w.address,
      name: w.name,
      // a vote is one TRX of TRON Power: the stake behind a witness, in sun
      activatedStake: w.votes * SUN_PER_TRX,
      ...(w.apr !== undefined ? { apy: w.apr } : {}),
    }));
}

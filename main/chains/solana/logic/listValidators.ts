/**
 * Validators to stake with, best first: highest APY, then lowest commission, then by name.
 * Delinquent validators are left out (a stake with them earns nothing).
 */
import type { SolanaCtx } from '../ctx';
import { stakewizValidators, voteAccountsQuery } from '../network';
import type { ValidatorInfo } from '../types';
import { rpcOf } from './rpcOf';

export async function listValidators(ctx: SolanaCtx): Promise<ValidatorInfo[]> {
  const url = ctx.config.validatorsUrl;
  const all = url ? await stakewizValidators(ctx.http, url) : await rpcOf(ctx).call(voteAccountsQuery());
  return all.filter((v) => !v.delinquent).sort(byRank);
}

export function byRank(a: ValidatorInfo, b: ValidatorInfo): number {
  return (
    (b.apy ?? -Infinity) - (a.apy ?? -Infinity) ||
    (a.commission ?? Infinity) - (b.commission ?? Infinity) ||
    a.name.localeCompare(b.name) ||
    a.voteAccount.localeCompare(b.voteAccount)
  );
}

import type { RippleCtx } from '../ctx';
import { withRippled } from '../network';
import type { NetworkFees } from './networkFees';

/** An account as a send and the coin page see it, drops. */
export interface AccountState {
  exists: boolean;
  balance: bigint;
  /** what the account must keep: base reserve + OwnerCount × owner reserve */
  reserve: bigint;
  /** balance − reserve, never below 0 */
  spendable: bigint;
  /** the next Sequence (the open ledger's) */
  sequence: number;
  flags: number;
}

/** lsfRequireDestTag on an AccountRoot (xrpl.org "AccountRoot Flags") */
export const LSF_REQUIRE_DEST_TAG = 0x0002_0000;

/**
 * account_info at `ledger` ('validated' for what the coin page shows, 'current' for a send's
 * Sequence) with the reserve worked out from the network's settings. An account that does
 * not exist yet holds nothing and owes the base reserve before it can exist.
 */
export async function accountState(
  ctx: RippleCtx,
  address: string,
  fees: NetworkFees,
  ledger: 'current' | 'validated',
): Promise<AccountState> {
  const a = await withRippled(ctx, (api) => api.accountInfo(address, ledger));
  if (!a)
    return { exists: false, balance: 0n, reserve: fees.reserveBase, spendable: 0n, sequence: 0, flags: 0 };
  const reserve = fees.reserveBase + BigInt(a.OwnerCount) * fees.reserveInc;
  return {
    exists: true,
    balance: a.Balance,
    reserve,
    spendable: a.Balance > reserve ? a.Balance - reserve : 0n,
    sequence: a.Sequence,
    flags: a.Flags,
  };
}

import type { PolkadotCtx } from '../ctx';
import { sidecarOf, type BalanceInfo } from '../network';

export type PolkadotBalances = BalanceInfo & {
  /** what the coin shows: free plus reserved, all the account holds */
  total: bigint;
};

/** The account's free, reserved and transferable planck, and its nonce (Sidecar balance-info). */
export async function getBalances(ctx: PolkadotCtx, address: string): Promise<PolkadotBalances> {
  const b = await sidecarOf(ctx).balanceInfo(address);
  return { ...b, total: b.free + b.reserved };
}

import type { TronCtx } from '../ctx';
import { ACCOUNT_CACHE_MS } from '../constants';
import { nodeOf } from '../network';

export type TronResource = 'ENERGY' | 'BANDWIDTH';

/** An account as the wallet reads it: TRX, Stake 2.0 state and resources left today. */
export interface AccountInfo {
  exists: boolean;
  /** liquid sun */
  balance: bigint;
  frozen: Record<TronResource, bigint>;
  unfreezing: { resource: TronResource; amount: bigint; expireTime: number }[];
  votes: { address: string; count: bigint }[];
  /** unix ms of the last reward claim; 0: never */
  latestWithdrawTime: number;
  bandwidth: { freeLeft: bigint; stakedLeft: bigint; freeLimit: bigint; stakedLimit: bigint };
  energy: { left: bigint; limit: bigint };
  /** TRON Power in TRX: what the votes may add up to */
  tronPower: { limit: bigint; used: bigint };
}

const left = (limit: bigint, used: bigint) => (limit > used ? limit - used : 0n);
/** java-tron omits `type` for BANDWIDTH (the protobuf default) */
const resourceOf = (type: string | undefined): TronResource => (type === 'ENERGY' ? 'ENERGY' : 'BANDWIDTH');

async function read(ctx: TronCtx, address: string): Promise<AccountInfo> {
  const node = nodeOf(ctx);
  const [a, r] = await Promise.all([node.account(address), node.accountResource(address)]);
  const frozen: Record<TronResource, bigint> = { ENERGY: 0n, BANDWIDTH: 0n };
  for (const f of a?.frozenV2 ?? []) if (f.type !== 'TRON_POWER') frozen[resourceOf(f.type)] += f.amount;
  return {
    exists: a !== null,
    balance: a?.balance ?? 0n,
    frozen,
    unfreezing: (a?.unfrozenV2 ?? []).map((u) => ({
      resource: resourceOf(u.type),
      amount: u.unfreeze_amount,
      expireTime: u.unfreeze_expire_time ?? 0,
    })),
    votes: (a?.votes ?? []).map((v) => ({ address: v.vote_address, count: v.vote_count })),
    latestWithdrawTime: a?.latest_withdraw_time ?? 0,
    bandwidth: {
      freeLeft: left(r.freeNetLimit, r.freeNetUsed),
      stakedLeft: left(r.NetLimit, r.NetUsed),
      freeLimit: r.freeNetLimit,
      stakedLimit: r.NetLimit,
    },
    energy: { left: left(r.EnergyLimit, r.EnergyUsed), limit: r.EnergyLimit },
    tronPower: { limit: r.tronPowerLimit, used: r.tronPowerUsed },
  };
}

/** spec §9: account info cached 10 s */
export const accountInfo = (ctx: TronCtx, address: string): Promise<AccountInfo> =>
  ctx.cache.get(`account:${address}`, ACCOUNT_CACHE_MS, () => read(ctx, address));

/**
 * Whether an address is an account on chain yet (a TRX transfer to it pays the creation fee).
 * Not cached: a recipient the wallet just paid exists from the next block on.
 */
export const accountExists = async (ctx: TronCtx, address: string): Promise<boolean> =>
  (await nodeOf(ctx).account(address)) !== null;

/** After the account's own transaction: its next read is fresh. */
export function forgetAccount(ctx: TronCtx, address: string): void {
  ctx.cache.drop(`account:${address}`);
}

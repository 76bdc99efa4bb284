import { ACCOUNT_BASE_RESERVES, DEFAULT_BASE_RESERVE } from '../constants';
import type { StellarCtx } from '../ctx';
import { horizonOf } from '../network';
import { assetKey, type StellarAsset } from './asset';

export interface Trustline {
  balance: bigint;
  limit: bigint;
  authorized: boolean;
}

/** An account as the family's rules need it; `exists` false when it was never funded. */
export interface StellarAccount {
  exists: boolean;
  sequence: bigint;
  native: bigint;
  /**
   * what the network holds back: (2 + subentries + sponsoring − sponsored) base reserves, plus
   * XLM promised to open offers (selling liabilities); never more than the balance
   */
  reserved: bigint;
  spendable: bigint;
  subentries: number;
  baseReserve: bigint;
  lines: Map<string, Trustline>;
}

/** The network's base reserve from the latest ledger, or the protocol's when it does not answer. */
export async function baseReserve(ctx: StellarCtx): Promise<bigint> {
  try {
    return (await horizonOf(ctx).latestLedger()).baseReserve;
  } catch {
    return DEFAULT_BASE_RESERVE;
  }
}

export async function readAccount(ctx: StellarCtx, address: string): Promise<StellarAccount> {
  const [a, reserve] = await Promise.all([horizonOf(ctx).account(address), baseReserve(ctx)]);
  const lines = new Map<string, Trustline>();
  if (!a)
    return {
      exists: false,
      sequence: 0n,
      native: 0n,
      reserved: 0n,
      spendable: 0n,
      subentries: 0,
      baseReserve: reserve,
      lines,
    };
  let native = 0n;
  let selling = 0n;
  for (const b of a.balances) {
    if (b.asset_type === 'native') {
      native = b.balance;
      selling = b.selling_liabilities ?? 0n;
    } else if (b.asset_code && b.asset_issuer) {
      lines.set(assetKey({ code: b.asset_code, issuer: b.asset_issuer }), {
        balance: b.balance,
        limit: b.limit ?? 0n,
        authorized: b.is_authorized ?? true,
      });
    }
  }
  const entries =
    ACCOUNT_BASE_RESERVES + BigInt(a.subentry_count + (a.num_sponsoring ?? 0) - (a.num_sponsored ?? 0));
  const locked = entries * reserve + selling;
  const reserved = locked > native ? native : locked;
  return {
    exists: true,
    sequence: a.sequence,
    native,
    reserved,
    spendable: native - reserved,
    subentries: a.subentry_count,
    baseReserve: reserve,
    lines,
  };
}

export const lineOf = (acct: StellarAccount, asset: StellarAsset) => acct.lines.get(assetKey(asset));

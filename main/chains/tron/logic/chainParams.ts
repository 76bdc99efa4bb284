import type { TronCtx } from '../ctx';
import {
  CHAIN_PARAMS_CACHE_MS,
  DEFAULT_CREATE_ACCOUNT_FEE,
  DEFAULT_ENERGY_FEE,
  DEFAULT_MEMO_FEE,
  DEFAULT_TRANSACTION_FEE,
} from '../constants';
import { nodeOf } from '../network';

/** The prices a transaction is charged by, in sun. */
export interface TronPrices {
  /** per energy unit burnt (getEnergyFee) */
  energyFee: bigint;
  /** per bandwidth byte burnt (getTransactionFee) */
  transactionFee: bigint;
  /** a transaction with a memo (getMemoFee) */
  memoFee: bigint;
  /** a TRX transfer to a new account, unless staked bandwidth covers its bytes (getCreateAccountFee) */
  createAccountFee: bigint;
  /** a TRX transfer to a new account, always (getCreateNewAccountFeeInSystemContract) */
  createNewAccountFee: bigint;
}

/** The chain's prices, each falling back to the spec's default when the chain does not publish it. */
export function pricesOf(params: ReadonlyMap<string, bigint>): TronPrices {
  const of = (key: string, fallback: bigint) => params.get(key) ?? fallback;
  return {
    energyFee: of('getEnergyFee', DEFAULT_ENERGY_FEE),
    transactionFee: of('getTransactionFee', DEFAULT_TRANSACTION_FEE),
    memoFee: of('getMemoFee', DEFAULT_MEMO_FEE),
    createAccountFee: of('getCreateAccountFee', DEFAULT_CREATE_ACCOUNT_FEE),
    createNewAccountFee: of('getCreateNewAccountFeeInSystemContract', DEFAULT_CREATE_ACCOUNT_FEE),
  };
}

export function chainPrices(ctx: TronCtx): Promise<TronPrices> {
  return ctx.cache.get('chainParameters', CHAIN_PARAMS_CACHE_MS, async () =>
    pricesOf(await nodeOf(ctx).chainParameters()),
  );
}

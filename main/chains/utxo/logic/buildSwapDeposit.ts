/**
 * A swap deposit on a Bitcoin-family chain: the amount to the provider's deposit (THORChain:
 * inbound) address, change back to the wallet, and the provider's memo in a zero-value
 * OP_RETURN output, the shape THORNode's quote notes ask for. The signer reads the memo
 * again and holds it to the approved swap (signer/chains/utxo/checkSwapDeposit.ts).
 */
import { payments } from 'bitcoinjs-lib';
import { AppError } from '../../../../shared/errors';
import { OP_RETURN_MAX_BYTES } from '../../../../shared/exchange/swapTerms';
import type { UtxoCtx } from '../types';
import type { UtxoAccount } from './account';
import { buildTransfer, type BuildTransferResult } from './buildTransfer';
import type { DiscoverResult } from './discover';

export interface BuildSwapDepositParams {
  account: UtxoAccount;
  /** the quote's deposit address */
  depositAddress: string;
  /** base units deposited */
  amount: bigint;
  /** the quote's memo, carried as is */
  memo: string;
  /** sat/vB */
  feeRate: bigint;
  discovery?: DiscoverResult;
}

export interface BuildSwapDepositResult extends BuildTransferResult {
  memo: string;
}

/** Builds the unsigned deposit; a memo too long for an OP_RETURN output is refused. */
export async function buildSwapDeposit(
  ctx: UtxoCtx,
  p: BuildSwapDepositParams,
): Promise<BuildSwapDepositResult> {
  const data = new TextEncoder().encode(p.memo);
  if (data.length === 0 || data.length > OP_RETURN_MAX_BYTES)
    throw new AppError('RULE', `The swap memo must be 1 to ${OP_RETURN_MAX_BYTES} bytes on this chain`);
  const opReturn = payments.embed({ data: [data] }).output!;
  const built = await buildTransfer(ctx, {
    account: p.account,
    to: p.depositAddress,
    amount: p.amount,
    feeRate: p.feeRate,
    opReturn,
    ...(p.discovery ? { discovery: p.discovery } : {}),
  });
  return { ...built, memo: p.memo };
}

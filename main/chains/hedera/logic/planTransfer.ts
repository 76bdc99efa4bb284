/**
 * An HBAR send, planned the way Hedera charges it: the account the mirror names for the key,
 * its balance, the spec's fee (0.0021 USD at the current rate), which is also the max fee the
 * transaction allows, and the memo held to HAPI's 100 bytes.
 */
import { AppError } from '../../../../shared/errors';
import type { Memo } from '../../../../shared/contract/transfers';
import type { HederaCtx } from '../ctx';
import { HEDERA_ERRORS, MEMO_MAX_BYTES } from '../constants';
import { requireAccount } from './findAccount';
import { getBalance } from './getBalance';
import { transferFee } from './transferFee';

export interface TransferParams {
  /** the wallet's key, DER hex (the coin's address) */
  publicKeyDer: string;
  /** a checked account id, 0.0.n */
  to: string;
  /** tinybars; ignored with sendAll */
  amount: bigint;
  sendAll?: boolean;
  memo?: Memo;
}

export interface TransferPlan {
  accountId: string;
  to: string;
  amount: bigint;
  isMax: boolean;
  /** tinybars, and the transaction's max fee */
  fee: bigint;
  memo: string;
}

export function memoText(memo: Memo | undefined): string {
  if (!memo) return '';
  if (memo.kind !== 'text') throw new AppError('BAD_INPUT', HEDERA_ERRORS.noTagMemo);
  if (new TextEncoder().encode(memo.value).length > MEMO_MAX_BYTES)
    throw new AppError('BAD_INPUT', HEDERA_ERRORS.memoTooLong);
  return memo.value;
}

export async function planTransfer(ctx: HederaCtx, p: TransferParams): Promise<TransferPlan> {
  const memo = memoText(p.memo);
  const accountId = await requireAccount(ctx, p.publicKeyDer);
  if (p.to === accountId) throw new AppError('RULE', HEDERA_ERRORS.toSelf);
  if (!p.sendAll && p.amount <= 0n) throw new AppError('RULE', HEDERA_ERRORS.amountZero);
  const [balance, fee] = await Promise.all([getBalance(ctx, accountId), transferFee(ctx)]);
  const amount = p.sendAll ? balance - fee : p.amount;
  if (amount <= 0n || amount + fee > balance) throw new AppError('RULE', HEDERA_ERRORS.insufficient);
  return { accountId, to: p.to, amount, isMax: Boolean(p.sendAll), fee, memo };
}

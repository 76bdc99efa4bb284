/**
 * A FIL send, planned the way Filecoin charges it: the sender's next nonce and balance and
 * Lotus' gas estimate (limit, fee cap, premium) from the node; the expected fee from the spec's
 * base fee and gas used (feeData) by the chain's rules; the most it can cost, GasFeeCap ×
 * GasLimit, is what the balance must cover besides the amount (Lotus' mpool requires it).
 */
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import type { FilecoinCtx } from '../ctx';
import { FILECOIN_ERRORS } from '../constants';
import { lotusOf } from '../network';
import { estimateFee, maxFeeOf } from './estimateFee';
import { feeData, type FeeData } from './feeData';
import { encodeSend, lotusJsonOf, type PlainSend } from './message';

export interface TransferParams {
  from: string;
  to: string;
  /** attoFIL; ignored with sendAll */
  amount: bigint;
  /** everything left after the most the message can cost */
  sendAll?: boolean;
}

export interface TransferPlan {
  message: PlainSend;
  isMax: boolean;
  /** the expected fee (estimateFee), attoFIL */
  fee: bigint;
  /** GasFeeCap × GasLimit: the most it can cost */
  maxFee: bigint;
  fees: FeeData;
  /** the message CBOR, hex: what the signer decodes */
  unsigned: string;
}

export async function planTransfer(ctx: FilecoinCtx, p: TransferParams): Promise<TransferPlan> {
  if (!p.sendAll && p.amount <= 0n) throw new AppError('BAD_INPUT', FILECOIN_ERRORS.amountZero);
  if (p.to === p.from) throw new AppError('BAD_INPUT', FILECOIN_ERRORS.toSelf);
  const lotus = lotusOf(ctx);
  const [balance, nonce, fees] = await Promise.all([
    lotus.walletBalance(p.from),
    lotus.mpoolGetNonce(p.from),
    feeData(ctx),
  ]);
  if (!p.sendAll && p.amount > balance) throw new AppError('RULE', FILECOIN_ERRORS.insufficient);
  // a send's gas does not depend on its value: send-all estimates with none
  const draft: PlainSend = {
    to: p.to,
    from: p.from,
    nonce,
    value: p.sendAll ? 0n : p.amount,
    gasLimit: 0n,
    gasFeeCap: 0n,
    gasPremium: 0n,
  };
  const gas = await lotus.gasEstimateMessageGas(lotusJsonOf(draft));
  const maxFee = maxFeeOf(gas.gasFeeCap, gas.gasLimit);
  const amount = p.sendAll ? balance - maxFee : p.amount;
  if (amount <= 0n || amount + maxFee > balance) throw new AppError('RULE', FILECOIN_ERRORS.feeShort);
  const message: PlainSend = { ...draft, value: amount, ...gas };
  return {
    message,
    isMax: Boolean(p.sendAll),
    fee: estimateFee({ ...fees, ...gas }),
    maxFee,
    fees,
    unsigned: hex.encode(encodeSend(message)),
  };
}

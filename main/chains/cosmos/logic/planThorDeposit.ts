/**
 * A RUNE deposit into THORChain, ready for the signer: the SignDoc (SIGN_MODE_DIRECT) of one
 * MsgDeposit of exactly `amount` THOR.RUNE with the swap memo in the message and none in the
 * body (THORChain reads the message's), signed by the wallet's account at the node's account
 * number and sequence. THORChain takes its native fee (/thorchain/constants) from the balance by
 * itself, so the document's own fee is empty; gas from a simulation × 1.4, as a send's.
 */
import { SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import { COSMOS_ERRORS } from '../constants';
import type { CosmosCtx } from '../ctx';
import { encodeThorRuneDeposit, nodeOf, thornodeOf, THOR_MSG_DEPOSIT } from '../network';
import { getBalance } from './getBalance';
import { authInfoBytes, gasLimitOf, type TransferPlan } from './planTransfer';

export interface ThorDepositParams {
  /** the wallet's address: the message's signer, and where THORChain refunds a failed swap */
  from: string;
  amount: bigint;
  memo: string;
}

function bodyBytes(p: ThorDepositParams): Uint8Array {
  const value = encodeThorRuneDeposit(p.from, p.amount, p.memo);
  return TxBody.encode(
    TxBody.fromPartial({ messages: [{ typeUrl: THOR_MSG_DEPOSIT, value }], memo: '' }),
  ).finish();
}

export async function planThorDeposit(ctx: CosmosCtx, p: ThorDepositParams): Promise<TransferPlan> {
  const thor = thornodeOf(ctx);
  if (!thor) throw new Error('a MsgDeposit is THORChain’s: planned on another chain');
  const node = nodeOf(ctx);
  const [account, balance, chainId, nativeFee] = await Promise.all([
    node.account(p.from),
    getBalance(ctx, p.from),
    node.chainId(),
    thor.nativeFee(),
  ]);
  if (!account) throw new AppError('BAD_INPUT', COSMOS_ERRORS.newAccount);
  if (p.amount <= 0n || p.amount + nativeFee > balance)
    throw new AppError('BAD_INPUT', COSMOS_ERRORS.tooLittle);
  const body = bodyBytes(p);
  // simulate what will be signed (a 64-byte placeholder signature keeps its size)
  const draft = TxRaw.encode({
    bodyBytes: body,
    authInfoBytes: authInfoBytes(account, 0n, ctx.config.denom, 0n),
    signatures: [new Uint8Array(64)],
  }).finish();
  const gasLimit = gasLimitOf(await node.simulate(draft));
  const doc = SignDoc.encode({
    bodyBytes: body,
    authInfoBytes: authInfoBytes(account, 0n, ctx.config.denom, gasLimit),
    chainId,
    accountNumber: account.accountNumber,
  }).finish();
  return {
    amount: p.amount,
    isMax: false,
    fee: nativeFee,
    docFee: 0n,
    gasLimit,
    account,
    signDocHex: hex.encode(doc),
  };
}

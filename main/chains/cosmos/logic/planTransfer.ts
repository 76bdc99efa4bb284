/**
 * A send, ready for the signer: the SignDoc (SIGN_MODE_DIRECT) of one MsgSend with the memo,
 * gas from a simulation × 1.4 (spec §9), and the fee: on the Hub gas limit × the chain's
 * minimum gas price in uatom; on THORChain the chain's native fee (/thorchain/constants), which
 * the chain takes by itself, so the document's own fee is empty.
 */
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import { COSMOS_ERRORS, GAS_MULTIPLIER } from '../constants';
import type { CosmosCtx } from '../ctx';
import { encodeThorMsgSend, nodeOf, thornodeOf, type NodeAccount } from '../network';
import { getBalance } from './getBalance';

export interface TransferParams {
  from: string;
  to: string;
  amount: bigint;
  sendAll: boolean;
  memo?: string;
  /** a Hub token's bank denom; absent: the native coin */
  denom?: string;
}

export interface TransferPlan {
  amount: bigint;
  isMax: boolean;
  /** what the user pays: the document's fee (Hub) or the chain's native fee (THORChain) */
  fee: bigint;
  /** the document's own fee, which the signer's feeCap bounds */
  docFee: bigint;
  gasLimit: bigint;
  account: NodeAccount;
  /** hex of the SignDoc the signer signs */
  signDocHex: string;
}

/** ceil(a × num / den) */
const ceilMul = (a: bigint, num: bigint, den: bigint) => (a * num + den - 1n) / den;

/** '0.005' → 5 / 1000 */
export function decimalRatio(text: string): { num: bigint; den: bigint } {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a decimal: ${text}`);
  const frac = m[2] ?? '';
  return { num: BigInt(m[1]! + frac), den: 10n ** BigInt(frac.length) };
}

/** spec §9: the gas limit is the simulated gas × 1.4, rounded up */
export const gasLimitOf = (simulated: bigint) => ceilMul(simulated, GAS_MULTIPLIER.num, GAS_MULTIPLIER.den);

function bodyBytes(ctx: CosmosCtx, p: TransferParams, amount: bigint): Uint8Array {
  const coins: Coin[] = [{ denom: p.denom ?? ctx.config.denom, amount: amount.toString(10) }];
  const value =
    ctx.config.kind === 'thor'
      ? encodeThorMsgSend(p.from, p.to, coins)
      : MsgSend.encode({ fromAddress: p.from, toAddress: p.to, amount: coins }).finish();
  return TxBody.encode(
    TxBody.fromPartial({ messages: [{ typeUrl: ctx.config.msgType, value }], memo: p.memo ?? '' }),
  ).finish();
}

/** the one signer (direct mode, the node's sequence, its stored key if any) and the fee */
export function authInfoBytes(
  account: NodeAccount,
  fee: bigint,
  denom: string,
  gasLimit: bigint,
): Uint8Array {
  return AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          // the chain's stored key; before the first send the signer writes its own in
          ...(account.publicKey
            ? {
                publicKey: {
                  typeUrl: '/cosmos.crypto.secp256k1.PubKey',
                  value: PubKey.encode({ key: account.publicKey }).finish(),
                },
              }
            : {}),
          modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } },
          sequence: account.sequence,
        },
      ],
      fee: { amount: fee > 0n ? [{ denom, amount: fee.toString(10) }] : [], gasLimit },
    }),
  ).finish();
}

export async function planTransfer(ctx: CosmosCtx, p: TransferParams): Promise<TransferPlan> {
  const node = nodeOf(ctx);
  const thor = thornodeOf(ctx);
  const token = p.denom !== undefined && p.denom !== ctx.config.denom;
  const [account, balance, chainId, nativeFee, tokenBalance] = await Promise.all([
    node.account(p.from),
    getBalance(ctx, p.from),
    node.chainId(),
    thor ? thor.nativeFee() : Promise.resolve(0n),
    token ? node.balance(p.from, p.denom!) : Promise.resolve(0n),
  ]);
  if (!account) throw new AppError('BAD_INPUT', COSMOS_ERRORS.newAccount);
  // simulate what will be signed (a 64-byte placeholder signature keeps its size)
  const draftAmount = p.sendAll ? (token ? tokenBalance : balance) : p.amount;
  const draft = TxRaw.encode({
    bodyBytes: bodyBytes(ctx, p, draftAmount),
    authInfoBytes: authInfoBytes(account, 0n, ctx.config.denom, 0n),
    signatures: [new Uint8Array(64)],
  }).finish();
  const gasLimit = gasLimitOf(await node.simulate(draft));
  const docFee =
    ctx.config.kind === 'hub'
      ? ceilMul(gasLimit, decimalRatio(ctx.config.minGasPrice).num, decimalRatio(ctx.config.minGasPrice).den)
      : 0n;
  const fee = docFee + nativeFee;
  let amount: bigint;
  if (token) {
    // a token send moves the token; the fee is paid in the native coin
    amount = p.sendAll ? tokenBalance : p.amount;
    if (amount <= 0n || amount > tokenBalance) throw new AppError('BAD_INPUT', COSMOS_ERRORS.tokenTooLittle);
    if (fee > balance) throw new AppError('BAD_INPUT', COSMOS_ERRORS.feeTooLittle);
  } else {
    amount = p.sendAll ? balance - fee : p.amount;
    if (amount <= 0n || amount + fee > balance) throw new AppError('BAD_INPUT', COSMOS_ERRORS.tooLittle);
  }
  const doc = SignDoc.encode({
    bodyBytes: bodyBytes(ctx, p, amount),
    authInfoBytes: authInfoBytes(account, docFee, ctx.config.denom, gasLimit),
    chainId,
    accountNumber: account.accountNumber,
  }).finish();
  return { amount, isMax: p.sendAll, fee, docFee, gasLimit, account, signDocHex: hex.encode(doc) };
}

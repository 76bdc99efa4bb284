import { formatUnits } from '../../../../shared/amount';
import { bounceFor } from '../../../../shared/chains/ton/bounce';
import type { JettonWalletInit } from '../../../../shared/chains/ton/jettonWallets';
import type { Memo } from '../../../../shared/contract/transfers';
import { AppError } from '../../../../shared/errors';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { feeLimitRow } from '../../costRows';
import type { Quote } from '../../family';
import type { TonCtx } from '../ctx';
import {
  DEFAULT_COMMENT,
  FEE_PAD,
  JETTON_ATTACH,
  JETTON_FEE_ADD,
  TON_DECIMALS,
  VALID_FOR_S,
} from '../constants';
import { TON_ERRORS } from '../errors';
import { apiOf, type Fees } from '../network';
import { sendingWallet, type ActiveWallet } from './activeWallet';
import { jettonBalance, jettonTransferWallet } from './jettons';
import {
  jettonTransferMessage,
  signingMessage,
  tonTransferMessage,
  unsignedExternal,
  withBlankSignature,
} from './request';
import { friendlyOf, parseAddress, type TonWallet } from './walletContracts';

export interface TransferParams {
  coin: { address: string; publicKey?: string };
  to: string;
  amount: bigint;
  sendAll: boolean;
  memo?: Memo;
  /** a jetton transfer: its master */
  jettonMaster?: string;
  symbol: string;
}

export interface TransferPlan {
  quote: Quote;
  wallet: ActiveWallet & { contract: TonWallet };
  /** the external message for the signer, body unsigned */
  unsigned: string;
  comment: string;
  seqno: number;
  validUntil: number;
  /** a jetton transfer: the wallet's own jetton wallet, whose state init the signer hashes again */
  jettonWallet?: JettonWalletInit;
}

/**
 * The estimate without its storage part: storage accrues by the second, so a quote and the
 * prepare a moment later would differ and the send be refused as a fee rise; a wallet's storage
 * is nanotons a day, which the 15,000 pad covers.
 */
const feeSum = (f: Fees) =>
  ['in_fwd_fee', 'gas_fee', 'fwd_fee'].reduce(
    (sum, k) => sum + baseUnitsOf(f.source_fees[k as keyof Fees['source_fees']], `toncenter ${k}`),
    0n,
  );

/**
 * A TON or jetton transfer, quoted and built in one go: the fee is toncenter's estimate of the
 * very request (its signature skipped) plus 15,000 nanoton; a jetton transfer attaches 0.2 TON
 * and adds 200,000,000 + 15,000 to the estimate (spec §9). The first send deploys the wallet.
 */
export async function planTransfer(ctx: TonCtx, p: TransferParams): Promise<TransferPlan> {
  const to = parseAddress(p.to);
  if (!to) throw new AppError('BAD_INPUT', TON_ERRORS.badAddress);
  if (p.amount <= 0n && !p.sendAll) throw new AppError('BAD_INPUT', TON_ERRORS.amountZero);
  const api = apiOf(ctx);
  const wallet = await sendingWallet(ctx, p.coin);
  const w = wallet.contract;
  const text = p.memo?.kind === 'text' ? p.memo.value : DEFAULT_COMMENT;
  const seqno = wallet.deployed ? wallet.seqno : 0;
  const validUntil = Math.floor(ctx.now() / 1000) + VALID_FOR_S;
  const deploy = !wallet.deployed;
  let jettonWallet: JettonWalletInit | undefined;
  if (p.jettonMaster === undefined && bounceFor(p.to)) {
    // the signer holds the bounce flag to the address's form, so an account that runs no code
    // yet would send the TON straight back: ask for the form its owner shares instead
    const state = (await api.addressInformation(to.toString())).state;
    if (state !== 'active')
      throw new AppError('RULE', TON_ERRORS.bounceToInactive(friendlyOf(to, ctx.config.network)));
  }
  if (p.jettonMaster !== undefined) {
    const master = parseAddress(p.jettonMaster);
    if (!master) throw new AppError('BAD_INPUT', TON_ERRORS.badMaster);
    jettonWallet = await jettonTransferWallet(ctx, master, w.address);
  }

  const build = async (amount: bigint) => {
    if (!jettonWallet) return tonTransferMessage(to, amount, bounceFor(p.to), text);
    return jettonTransferMessage({
      jettonWallet: jettonWallet.address,
      attach: JETTON_ATTACH,
      amount,
      to,
      wallet: w.address,
      text,
      queryId: BigInt(ctx.now()),
    });
  };
  const estimate = async (amount: bigint) => {
    const signing = signingMessage(w, seqno, validUntil, await build(amount));
    const fees = await api.estimateFee({
      address: w.address.toString(),
      body: withBlankSignature(w, signing).toBoc().toString('base64'),
      ...(deploy
        ? {
            initCode: w.init.code.toBoc().toString('base64'),
            initData: w.init.data.toBoc().toString('base64'),
          }
        : {}),
    });
    return feeSum(fees);
  };

  let amount = p.amount;
  let fee: bigint;
  if (p.jettonMaster === undefined) {
    fee = (await estimate(p.sendAll ? 1n : amount)) + FEE_PAD;
    if (p.sendAll) amount = wallet.balance - fee;
    if (amount <= 0n) throw new AppError('RULE', TON_ERRORS.feeUnpaid);
    if (amount + fee > wallet.balance) throw new AppError('RULE', TON_ERRORS.insufficient(p.symbol));
  } else {
    const held = await jettonBalance(ctx, parseAddress(p.jettonMaster)!, w.address);
    if (p.sendAll) amount = held;
    if (amount <= 0n) throw new AppError('BAD_INPUT', TON_ERRORS.amountZero);
    if (amount > held) throw new AppError('RULE', TON_ERRORS.insufficient(p.symbol));
    fee = (await estimate(amount)) + JETTON_FEE_ADD;
    if (fee > wallet.balance)
      throw new AppError('RULE', TON_ERRORS.jettonFeeUnpaid(formatUnits(JETTON_ATTACH, TON_DECIMALS)));
  }
  const signing = signingMessage(w, seqno, validUntil, await build(amount));
  return {
    quote: {
      amount,
      fee,
      isMax: p.sendAll,
      feeOptions: [],
      feeUnit: 'TON',
      feeUnitDecimals: TON_DECIMALS,
      // a jetton transfer's fee holds the 0.2 TON attached: the most it costs, the unspent part returned
      ...(p.jettonMaster !== undefined ? { costs: [feeLimitRow(fee)] } : {}),
    },
    wallet,
    unsigned: unsignedExternal(w, deploy, signing),
    comment: text,
    seqno,
    validUntil,
    ...(jettonWallet ? { jettonWallet } : {}),
  };
}

/**
 * An APT send, planned the way the node judges it: the sender's sequence number and balance,
 * the gas unit price of the chosen option, then a simulation of the very transfer (spec §5),
 * whose gas used sets max_gas_amount with a margin. The plan's bytes are what the signer gets.
 * A token send (issue 37) moves the token and pays its gas in APT.
 */
import { hex } from '@scure/base';
import { formatUnits } from '../../../../shared/amount';
import type { AptosToken } from '../../../../shared/chains/aptos/tokens';
import { AppError } from '../../../../shared/errors';
import type { FeeOptionTitle } from '../../family';
import {
  APT_DECIMALS,
  APTOS_ERRORS,
  EXPIRATION_SECS,
  GAS_MARGIN_DEN,
  GAS_MARGIN_NUM,
  SIMULATION_MAX_GAS,
} from '../constants';
import type { AptosCtx } from '../ctx';
import { withNode } from '../network';
import { customGasPrice, gasPrices } from './gasPrice';
import { transferRaw, type TransferFields } from './rawTransaction';
import { getTokenBalance } from './token';
import { simulate } from './simulate';

export interface TransferParams {
  from: string;
  /** the sender's ed25519 public key (hex), for the simulation's authenticator */
  publicKey?: string;
  /** 0x and 64 hex digits */
  to: string;
  /** octas */
  amount: bigint;
  sendAll: boolean;
  feeOption: FeeOptionTitle;
  customFee?: string;
  /** a token (its amount in its base units, the gas in APT); absent: APT */
  token?: { token: AptosToken; symbol: string; decimals: number };
}

export interface TransferPlan {
  amount: bigint;
  /** gas used in the simulation × gas unit price: what the send is expected to pay */
  fee: bigint;
  /** max_gas_amount × gas_unit_price: the most it can pay, what the signer is held to */
  maxFee: bigint;
  isMax: boolean;
  feeOptions: { title: FeeOptionTitle; price: bigint }[];
  gasUnitPrice: bigint;
  maxGasAmount: bigint;
  sequenceNumber: bigint;
  expiration: bigint;
  /** hex of the BCS RawTransaction */
  unsigned: string;
}

const apt = (octas: bigint) => formatUnits(octas, APT_DECIMALS);
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

export async function planTransfer(ctx: AptosCtx, p: TransferParams): Promise<TransferPlan> {
  if (p.amount <= 0n && !p.sendAll) throw new AppError('RULE', APTOS_ERRORS.noAmount);
  const t = p.token;
  const [account, balance, prices, tokenBalance] = await Promise.all([
    withNode(ctx, (api) => api.account(p.from)),
    withNode(ctx, (api) => api.balance(p.from)),
    gasPrices(ctx),
    t ? getTokenBalance(ctx, p.from, t.token) : Promise.resolve(0n),
  ]);
  // a token send moves the token and pays gas in APT: too little of the token is said before simulating
  const tokenShort = () =>
    new AppError('RULE', APTOS_ERRORS.tokenTooLittle(formatUnits(tokenBalance, t!.decimals), t!.symbol));
  if (t && (p.sendAll ? tokenBalance <= 0n : p.amount > tokenBalance)) throw tokenShort();
  const gasUnitPrice =
    p.customFee !== undefined
      ? customGasPrice(p.customFee)
      : (prices.options.find((o) => o.title === p.feeOption) ?? prices.options[0]!).price;
  // an account that does not exist yet has sent nothing: its first transaction is number 0
  const sequenceNumber = account?.sequenceNumber ?? 0n;
  const expiration = BigInt(Math.floor(ctx.now() / 1000) + EXPIRATION_SECS);
  const fields = {
    from: p.from,
    to: p.to,
    sequenceNumber,
    gasUnitPrice,
    expiration,
    chainId: ctx.config.chainId,
    token: t?.token ?? null,
  };

  // the node's prologue wants max gas × price covered by the balance: simulate within it
  const affordable = balance / gasUnitPrice;
  const simMaxGas =
    affordable < SIMULATION_MAX_GAS ? (affordable > 0n ? affordable : 1n) : SIMULATION_MAX_GAS;
  const simAmount = p.sendAll ? (t ? tokenBalance : 1n) : p.amount;
  const sim = await simulate(
    ctx,
    transferRaw({ ...fields, amount: simAmount, maxGasAmount: simMaxGas }),
    p.publicKey,
  );
  // the price the node simulated at must be the one asked: any other is not a valid answer
  if (sim.gasUnitPrice !== gasUnitPrice) throw new AppError('RULE', APTOS_ERRORS.simulationFailed);

  const wanted = ceilDiv(sim.gasUsed * GAS_MARGIN_NUM, GAS_MARGIN_DEN);
  if (t) {
    const amount = p.sendAll ? tokenBalance : p.amount;
    // the whole APT balance is room for gas: the margin is cut to it, never under the gas used
    const room = balance / gasUnitPrice;
    const maxGasAmount = room < wanted ? room : wanted;
    if (maxGasAmount < sim.gasUsed)
      throw new AppError('RULE', APTOS_ERRORS.gasTooLittle(apt(balance), apt(wanted * gasUnitPrice)));
    return planOf(p, prices.options, { ...fields, amount, maxGasAmount }, sim.gasUsed);
  }
  const amount = p.sendAll ? balance - wanted * gasUnitPrice : p.amount;
  // the margin is cut to what the balance leaves after the amount, never under the gas used
  const room = amount > 0n ? (balance - amount) / gasUnitPrice : 0n;
  const maxGasAmount = room < wanted ? room : wanted;
  if (amount <= 0n || maxGasAmount < sim.gasUsed)
    throw new AppError(
      'RULE',
      APTOS_ERRORS.insufficient(apt(balance), apt((amount > 0n ? amount : 0n) + wanted * gasUnitPrice)),
    );
  return planOf(p, prices.options, { ...fields, amount, maxGasAmount }, sim.gasUsed);
}

function planOf(
  p: TransferParams,
  feeOptions: TransferPlan['feeOptions'],
  f: TransferFields,
  gasUsed: bigint,
): TransferPlan {
  return {
    amount: f.amount,
    fee: gasUsed * f.gasUnitPrice,
    maxFee: f.maxGasAmount * f.gasUnitPrice,
    isMax: p.sendAll,
    feeOptions,
    gasUnitPrice: f.gasUnitPrice,
    maxGasAmount: f.maxGasAmount,
    sequenceNumber: f.sequenceNumber,
    expiration: f.expiration,
    unsigned: hex.encode(transferRaw(f).bcsToBytes()),
  };
}

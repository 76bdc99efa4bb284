/**
 * An APT send, planned the way the node judges it: the sender's sequence number and balance,
 * the gas unit price of the chosen option, then a simulation of the very transfer (spec §5),
 * whose gas used sets max_gas_amount with a margin. The plan's bytes are what the signer gets.
 */
import { hex } from '@scure/base';
import { formatUnits } from '../../../../shared/amount';
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
import { transferRaw } from './rawTransaction';
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
  const [account, balance, prices] = await Promise.all([
    withNode(ctx, (api) => api.account(p.from)),
    withNode(ctx, (api) => api.balance(p.from)),
    gasPrices(ctx),
  ]);
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
  };

  // the node's prologue wants max gas × price covered by the balance: simulate within it
  const affordable = balance / gasUnitPrice;
  const simMaxGas =
    affordable < SIMULATION_MAX_GAS ? (affordable > 0n ? affordable : 1n) : SIMULATION_MAX_GAS;
  const simAmount = p.sendAll ? 1n : p.amount;
  const sim = await simulate(
    ctx,
    transferRaw({ ...fields, amount: simAmount, maxGasAmount: simMaxGas }),
    p.publicKey,
  );
  // the price the node simulated at must be the one asked: any other is not a valid answer
  if (sim.gasUnitPrice !== gasUnitPrice) throw new AppError('RULE', APTOS_ERRORS.simulationFailed);

  const wanted = ceilDiv(sim.gasUsed * GAS_MARGIN_NUM, GAS_MARGIN_DEN);
  const amount = p.sendAll ? balance - wanted * gasUnitPrice : p.amount;
  // the margin is cut to what the balance leaves after the amount, never under the gas used
  const room = amount > 0n ? (balance - amount) / gasUnitPrice : 0n;
  const maxGasAmount = room < wanted ? room : wanted;
  if (amount <= 0n || maxGasAmount < sim.gasUsed)
    throw new AppError(
      'RULE',
      APTOS_ERRORS.insufficient(apt(balance), apt((amount > 0n ? amount : 0n) + wanted * gasUnitPrice)),
    );
  const raw = transferRaw({ ...fields, amount, maxGasAmount });
  return {
    amount,
    fee: sim.gasUsed * gasUnitPrice,
    maxFee: maxGasAmount * gasUnitPrice,
    isMax: p.sendAll,
    feeOptions: prices.options,
    gasUnitPrice,
    maxGasAmount,
    sequenceNumber,
    expiration,
    unsigned: hex.encode(raw.bcsToBytes()),
  };
}

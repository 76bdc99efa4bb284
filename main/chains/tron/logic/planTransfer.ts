/**
 * A TRX or TRC-20 send, planned the way Tron charges it: the node builds the transaction (its
 * real size is the bandwidth), and in the same round trip main reads the sender's resources,
 * the chain's prices, whether the recipient exists and, for a token, the transfer's energy
 * from a constant call. The plan's transaction is what the signer gets.
 */
import { AppError } from '../../../../shared/errors';
import type { TronCtx } from '../ctx';
import { TOKEN_FEE_LIMIT, TRON_ERRORS } from '../constants';
import { nodeOf, type BuiltTx } from '../network';
import { accountExists, accountInfo } from './accountInfo';
import { chainPrices } from './chainParams';
import { getBalances } from './getBalances';
import { bandwidthBytes, tronFee, type TronFee } from './fees';
import { withMemo } from './rawData';
import { TRANSFER_SELECTOR, transferParameter } from './trc20';

export interface TransferParams {
  from: string;
  to: string;
  /** sun, or token base units */
  amount: bigint;
  contractAddress?: string;
  memo?: string;
  /** TRX only: everything left after the fee */
  sendAll?: boolean;
}

export interface TransferPlan {
  amount: bigint;
  isMax: boolean;
  fee: TronFee;
  /** fee_limit in the transaction: TRC-20 only, 0 otherwise */
  feeLimit: bigint;
  createsAccount: boolean;
  rawDataHex: string;
  txID: string;
}

const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

async function build(ctx: TronCtx, p: TransferParams, amount: bigint): Promise<BuiltTx> {
  const node = nodeOf(ctx);
  if (!p.contractAddress)
    return node.build('createtransaction', {
      owner_address: p.from,
      to_address: p.to,
      amount: Number(amount),
      ...(p.memo ? { extra_data: p.memo } : {}),
    });
  const tx = await node.triggerSmartContract({
    owner_address: p.from,
    contract_address: p.contractAddress,
    function_selector: TRANSFER_SELECTOR,
    parameter: transferParameter(p.to, amount),
    fee_limit: Number(TOKEN_FEE_LIMIT),
  });
  if (!p.memo) return tx;
  const edited = withMemo(tx.raw_data_hex, p.memo);
  return { txID: edited.txID, raw_data_hex: edited.rawDataHex };
}

export async function planTransfer(ctx: TronCtx, p: TransferParams): Promise<TransferPlan> {
  if (p.to === p.from) throw new AppError('RULE', 'Cannot transfer to your own address');
  const token = p.contractAddress;
  if (p.amount <= 0n && !(p.sendAll && !token)) throw new AppError('RULE', 'Enter an amount greater than 0');
  const node = nodeOf(ctx);
  // one round trip: every read and the build at once (send-all builds again once it knows the fee)
  const [account, prices, exists, tokenBalance, estimate, first] = await Promise.all([
    accountInfo(ctx, p.from),
    chainPrices(ctx),
    accountExists(ctx, p.to),
    token ? getBalances(ctx, p.from).then((b) => b.token(token)) : Promise.resolve(0n),
    settle(
      token
        ? node
            .constantCall({
              owner: p.from,
              contract: token,
              selector: TRANSFER_SELECTOR,
              parameter: transferParameter(p.to, p.amount),
            })
            .then((r) => r.energyUsed)
        : Promise.resolve(0n),
    ),
    p.sendAll && !token ? Promise.resolve(null) : settle(build(ctx, p, p.amount)),
  ]);
  // the balance speaks before the constant call's revert would
  if (token && p.amount > tokenBalance) throw new AppError('RULE', 'Insufficient token balance');
  if (!estimate.ok) throw estimate.error;
  const energy = estimate.value;
  const createsAccount = !token && !exists;
  const feeOf = (tx: BuiltTx) =>
    tronFee({
      bytes: bandwidthBytes(tx.raw_data_hex),
      bandwidth: account.bandwidth,
      prices,
      createsAccount,
      memo: Boolean(p.memo),
      ...(token ? { energy: { needed: energy, left: account.energy.left } } : {}),
    });

  let amount = p.amount;
  let tx: BuiltTx;
  if (first === null) {
    // send-all: the fee of the whole balance's transaction; a smaller amount is never longer
    const probe = await build(ctx, p, account.balance);
    amount = account.balance - feeOf(probe).total;
    if (amount <= 0n) throw new AppError('RULE', TRON_ERRORS.feeShort);
    tx = await build(ctx, p, amount);
  } else {
    const needed = (token ? 0n : p.amount) + (first.ok ? feeOf(first.value).total : 0n);
    if (!token && p.amount > account.balance) throw new AppError('RULE', 'Insufficient TRX balance');
    if (!first.ok) throw first.error;
    if (needed > account.balance) throw new AppError('RULE', TRON_ERRORS.feeShort);
    tx = first.value;
  }
  return {
    amount,
    isMax: Boolean(p.sendAll && !token),
    fee: feeOf(tx),
    feeLimit: token ? TOKEN_FEE_LIMIT : 0n,
    createsAccount,
    rawDataHex: tx.raw_data_hex,
    txID: tx.txID,
  };
}

/**
 * A send's quote and plan: two round trips (one batch of reads, one simulation). The rules are
 * checked here, before anything is signed: balance, the fee, the rent-exempt minimum the sender
 * keeps unless it sends everything, and the minimum a new SOL account must receive.
 */
import type { TransactionInstruction } from '@solana/web3.js';
import { formatUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import {
  FEE_ESTIMATE_DEDUCTION,
  SOL_DECIMALS,
  TOKEN_2022_ACCOUNT_SIZE,
  TOKEN_ACCOUNT_SIZE,
} from '../constants';
import type { SolanaCtx } from '../ctx';
import { SOLANA_ERRORS } from '../errors';
import {
  accountsQuery,
  balanceQuery,
  latestBlockhashQuery,
  prioritizationFeesQuery,
  rentExemptQuery,
} from '../network';
import type { FeeOptionTitle, Quote } from '../../family';
import type { Blockhash } from '../types';
import { feeOptionsOf, FEE_UNIT, unitPriceOf } from './feeChoice';
import { feeOf, priorityFeesOf, unitLimitOf } from './fees';
import { ataOf, solTransferIx, splTransferIx } from './instructions';
import { rpcOf } from './rpcOf';
import { simulateUnits } from './simulateUnits';

const RENT_NOTE = 'once, to open the recipient’s token account';

export interface QuoteTransferParams {
  from: string;
  to: string;
  amount: bigint;
  sendAll: boolean;
  feeOption: FeeOptionTitle;
  customFee?: string;
  /** an SPL send: the mint and the token's symbol */
  token?: { mint: string; symbol: string };
}

export interface TransferPlan {
  quote: Quote;
  blockhash: Blockhash;
  unitLimit: number;
  unitPrice: bigint;
  instructions: TransactionInstruction[];
  /** SPL: what the intent names */
  token?: { mint: string; decimals: number; createsAccount: boolean };
}

const sol = (v: bigint) => formatUnits(v, SOL_DECIMALS);
const rule = (m: string) => new AppError('RULE', m);

export async function quoteTransfer(ctx: SolanaCtx, p: QuoteTransferParams): Promise<TransferPlan> {
  if (!p.sendAll && p.amount <= 0n) throw rule(SOLANA_ERRORS.amountZero);
  return p.token ? quoteToken(ctx, p, p.token) : quoteSol(ctx, p);
}

async function quoteSol(ctx: SolanaCtx, p: QuoteTransferParams): Promise<TransferPlan> {
  const r = await rpcOf(ctx).batch({
    balance: balanceQuery(p.from),
    recipient: accountsQuery([p.to]),
    rent: rentExemptQuery(0),
    recent: prioritizationFeesQuery([p.from, p.to]),
    blockhash: latestBlockhashQuery(),
  });
  const recipientIsNew = r.recipient[0] === null;
  if (!p.sendAll && p.amount > r.balance) throw rule(SOLANA_ERRORS.insufficient('SOL'));
  if (r.balance === 0n) throw rule(SOLANA_ERRORS.feeUnpaid);
  if (!p.sendAll && recipientIsNew && p.amount < r.rent)
    throw rule(SOLANA_ERRORS.newAccountTooSmall(sol(r.rent)));
  // spec §5: no gas parameters yet, so the estimate moves 20,000 lamports less (room for its fee)
  const wanted = p.sendAll ? r.balance : p.amount;
  const reduced = wanted > FEE_ESTIMATE_DEDUCTION;
  const sim = await simulateUnits(ctx, {
    payer: p.from,
    blockhash: r.blockhash.blockhash,
    instructions: solTransferIx(p.from, p.to, reduced ? wanted - FEE_ESTIMATE_DEDUCTION : wanted),
    rentMinimum: r.rent,
    reducedAmount: reduced,
  });
  const fees = priorityFeesOf(r.recent);
  const unitPrice = unitPriceOf(fees, p.feeOption, p.customFee);
  const unitLimit = unitLimitOf(sim.units);
  const fee = feeOf(sim.signatures, unitLimit, unitPrice);
  const amount = p.sendAll ? r.balance - fee : p.amount;
  if (amount <= 0n || amount + fee > r.balance) throw rule(SOLANA_ERRORS.feeUnpaid);
  if (recipientIsNew && amount < r.rent) throw rule(SOLANA_ERRORS.newAccountTooSmall(sol(r.rent)));
  const left = r.balance - amount - fee;
  if (left > 0n && left < r.rent) throw rule(SOLANA_ERRORS.leavesDust(sol(r.rent)));
  return {
    quote: {
      amount,
      fee,
      isMax: left === 0n,
      feeOptions: feeOptionsOf(fees),
      feeUnit: FEE_UNIT,
      feeUnitDecimals: 0,
    },
    blockhash: r.blockhash,
    unitLimit,
    unitPrice,
    instructions: solTransferIx(p.from, p.to, amount),
  };
}

async function quoteToken(
  ctx: SolanaCtx,
  p: QuoteTransferParams,
  token: { mint: string; symbol: string },
): Promise<TransferPlan> {
  const { mint } = token;
  const r = await rpcOf(ctx).batch({
    balance: balanceQuery(p.from),
    // the mint, and both programs' associated accounts of both sides: the mint's owner says which apply
    accounts: accountsQuery([
      mint,
      ataOf(p.from, mint, 'token'),
      ataOf(p.from, mint, 'token-2022'),
      ataOf(p.to, mint, 'token'),
      ataOf(p.to, mint, 'token-2022'),
    ]),
    rent: rentExemptQuery(0),
    tokenRent: rentExemptQuery(TOKEN_ACCOUNT_SIZE),
    token2022Rent: rentExemptQuery(TOKEN_2022_ACCOUNT_SIZE),
    recent: prioritizationFeesQuery([p.from]),
    blockhash: latestBlockhashQuery(),
  });
  const [mintAccount, fromT, from22, toT, to22] = r.accounts;
  const info = mintAccount?.mint;
  if (!info) throw rule(SOLANA_ERRORS.notMint);
  const legacy = info.program === 'token';
  const source = legacy ? fromT : from22;
  const held = source?.tokenAccount?.mint === mint ? source.tokenAccount.amount : 0n;
  const amount = p.sendAll ? held : p.amount;
  if (amount <= 0n)
    throw rule(p.sendAll ? SOLANA_ERRORS.insufficient(token.symbol) : SOLANA_ERRORS.amountZero);
  if (amount > held) throw rule(SOLANA_ERRORS.insufficient(token.symbol));
  const createsAccount = (legacy ? toT : to22) === null;
  const rent = createsAccount ? (legacy ? r.tokenRent : r.token2022Rent) : 0n;
  const spl = {
    from: p.from,
    to: p.to,
    mint,
    program: info.program,
    amount,
    decimals: info.decimals,
    createsAccount,
  };
  const sim = await simulateUnits(ctx, {
    payer: p.from,
    blockhash: r.blockhash.blockhash,
    instructions: splTransferIx(spl),
    rentMinimum: r.rent,
  });
  const fees = priorityFeesOf(r.recent);
  const unitPrice = unitPriceOf(fees, p.feeOption, p.customFee);
  const unitLimit = unitLimitOf(sim.units);
  const fee = feeOf(sim.signatures, unitLimit, unitPrice);
  if (fee + rent > r.balance)
    throw rule(createsAccount ? SOLANA_ERRORS.feeAndRent(sol(rent)) : SOLANA_ERRORS.feeUnpaid);
  const left = r.balance - fee - rent;
  if (left > 0n && left < r.rent) throw rule(SOLANA_ERRORS.feeLeavesDust(sol(r.rent)));
  return {
    quote: {
      amount,
      fee,
      isMax: amount === held,
      feeOptions: feeOptionsOf(fees),
      feeUnit: FEE_UNIT,
      feeUnitDecimals: 0,
      // paid besides the fee and not a fee: the user approves it with the send
      ...(createsAccount
        ? { costs: [{ kind: 'rent', label: 'Account rent', amount: rent, note: RENT_NOTE }] }
        : {}),
    },
    blockhash: r.blockhash,
    unitLimit,
    unitPrice,
    instructions: splTransferIx(spl),
    token: { mint, decimals: info.decimals, createsAccount },
  };
}

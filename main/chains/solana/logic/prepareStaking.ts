/**
 * The three staking transactions of the wire agreement with the signer: stake (create a stake
 * account from a seed, initialize it with the wallet as both authorities, delegate it), unstake
 * (deactivate) and withdraw (to the wallet). Read, refused or planned in two round trips, like a
 * send; priced at the Recommended priority fee.
 */
import type { TransactionInstruction } from '@solana/web3.js';
import { formatUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import type { StakingOp } from '../../family';
import { SOL_DECIMALS, STAKE_ACCOUNT_SIZE } from '../constants';
import type { SolanaCtx } from '../ctx';
import { SOLANA_ERRORS } from '../errors';
import {
  accountsQuery,
  balanceQuery,
  epochQuery,
  latestBlockhashQuery,
  prioritizationFeesQuery,
  rentExemptQuery,
  stakeAccountsQuery,
  stakeMinimumDelegationQuery,
  VOTE_PROGRAM_ID,
} from '../network';
import type { Blockhash } from '../types';
import { feeOptionsOf, FEE_UNIT } from './feeChoice';
import { feeOf, priorityFeesOf, unitLimitOf } from './fees';
import { stakeAccountOf, stakeIx, unstakeIx, withdrawIx } from './instructions';
import { rpcOf } from './rpcOf';
import { simulateUnits } from './simulateUnits';
import { positionOf } from './stakePositions';
import type { TransferPlan } from './quoteTransfer';

export interface StakingPlan extends TransferPlan {
  kind: 'stake' | 'unstake' | 'withdraw';
  /** the intent's `to`: the vote account (stake) or the stake account */
  target: string;
  /** the intent's `amount`: lamports delegated or withdrawn; '0' for unstake */
  intentAmount: bigint;
  stakeSeed?: string;
}

const sol = (v: bigint) => formatUnits(v, SOL_DECIMALS);
const rule = (m: string) => new AppError('RULE', m);

/** Seeds tried for a new stake account: the time in seconds, then two suffixes if taken. */
export const stakeSeedsAt = (nowMs: number): string[] => {
  const s = `stake:${Math.floor(nowMs / 1000)}`;
  return [s, `${s}.1`, `${s}.2`];
};

export async function prepareStaking(ctx: SolanaCtx, wallet: string, op: StakingOp): Promise<StakingPlan> {
  const seeds = stakeSeedsAt(ctx.now());
  const rpc = rpcOf(ctx);
  // asked beside the batch, not in it: a node without the method must not fail the whole read
  const minimumDelegation =
    op.action === 'stake' ? rpc.call(stakeMinimumDelegationQuery()).catch(() => 1n) : Promise.resolve(1n);
  const r = await rpc.batch({
    balance: balanceQuery(wallet),
    rent: rentExemptQuery(0),
    stakeRent: rentExemptQuery(STAKE_ACCOUNT_SIZE),
    recent: prioritizationFeesQuery([wallet]),
    blockhash: latestBlockhashQuery(),
    stakes: stakeAccountsQuery(wallet),
    epoch: epochQuery(),
    // the validator, and the stake accounts the seeds would make (a seed already used is skipped)
    accounts: accountsQuery(
      op.action === 'stake' && op.validator
        ? [op.validator, ...seeds.map((s) => stakeAccountOf(wallet, s))]
        : [wallet],
    ),
  });

  let step: Omit<StakingPlan, 'quote' | 'blockhash' | 'unitLimit' | 'unitPrice'> & {
    /** lamports leaving the wallet besides the fee, and coming back to it */
    out: bigint;
    back: bigint;
    shown: bigint;
  };
  if (op.action === 'stake') {
    if (!op.validator) throw rule(SOLANA_ERRORS.noValidator);
    const amount = op.amount ?? 0n;
    if (amount <= 0n) throw rule(SOLANA_ERRORS.amountZero);
    const [vote, ...candidates] = r.accounts;
    if (!vote || vote.owner !== VOTE_PROGRAM_ID) throw rule(SOLANA_ERRORS.notVoteAccount);
    // the network's minimum delegation (at least one lamport) above the reserve that stays in the account
    const least = r.stakeRent + (await minimumDelegation);
    if (amount < least) throw rule(SOLANA_ERRORS.stakeTooSmall(sol(least), sol(r.stakeRent)));
    if (amount > r.balance) throw rule(SOLANA_ERRORS.insufficient('SOL'));
    const free = candidates.findIndex((a) => a === null);
    if (free < 0) throw rule('A stake account was just created; try again in a few seconds');
    const seed = seeds[free]!;
    step = {
      kind: 'stake',
      target: op.validator,
      intentAmount: amount,
      stakeSeed: seed,
      instructions: stakeIx(wallet, op.validator, seed, amount),
      out: amount,
      back: 0n,
      shown: amount,
    };
  } else if (op.action === 'unstake' || op.action === 'withdraw') {
    if (!op.position) throw rule(SOLANA_ERRORS.noPosition);
    const account = r.stakes.find((a) => a.address === op.position && a.withdrawer === wallet);
    if (!account) throw rule(SOLANA_ERRORS.positionNotFound);
    const pos = positionOf(account, r.epoch);
    if (op.action === 'unstake') {
      if (!pos.actions.includes('unstake') || account.staker !== wallet)
        throw rule(SOLANA_ERRORS.cannotUnstake);
      step = {
        kind: 'unstake',
        target: account.address,
        intentAmount: 0n,
        instructions: unstakeIx(wallet, account.address),
        out: 0n,
        back: 0n,
        shown: pos.amount,
      };
    } else {
      if (!pos.actions.includes('withdraw')) throw rule(SOLANA_ERRORS.cannotWithdraw);
      const amount = op.amount ?? account.lamports;
      if (amount <= 0n) throw rule(SOLANA_ERRORS.amountZero);
      const rest = account.lamports - amount;
      // the stake program keeps an account at its reserve or closes it: nothing in between
      if (rest < 0n || (rest > 0n && rest < account.rentExemptReserve))
        throw rule(SOLANA_ERRORS.withdrawTooMuch(sol(account.lamports - account.rentExemptReserve)));
      step = {
        kind: 'withdraw',
        target: account.address,
        intentAmount: amount,
        instructions: withdrawIx(wallet, account.address, amount),
        out: 0n,
        back: amount,
        shown: amount,
      };
    }
  } else {
    throw new AppError('BAD_INPUT', `Solana staking has no ${op.action}`);
  }

  if (r.balance === 0n) throw rule(SOLANA_ERRORS.feeUnpaid);
  const sim = await simulateUnits(ctx, {
    payer: wallet,
    blockhash: r.blockhash.blockhash,
    instructions: step.instructions,
    rentMinimum: r.rent,
  });
  const fees = priorityFeesOf(r.recent);
  const unitPrice = fees.recommended;
  const unitLimit = unitLimitOf(sim.units);
  const fee = feeOf(sim.signatures, unitLimit, unitPrice);
  // the fee is taken before the instructions run: a withdraw cannot pay its own fee
  if (fee + step.out > r.balance)
    throw rule(step.out > 0n ? SOLANA_ERRORS.insufficient('SOL') : SOLANA_ERRORS.feeUnpaid);
  const left = r.balance - fee - step.out + step.back;
  if (left > 0n && left < r.rent) throw rule(SOLANA_ERRORS.feeLeavesDust(sol(r.rent)));
  const { out: _out, back: _back, shown, ...plan } = step;
  return {
    ...plan,
    quote: {
      amount: shown,
      fee,
      isMax: false,
      feeOptions: feeOptionsOf(fees),
      feeUnit: FEE_UNIT,
      feeUnitDecimals: 0,
    },
    blockhash: r.blockhash as Blockhash,
    unitLimit,
    unitPrice,
    instructions: step.instructions as TransactionInstruction[],
  };
}

/**
 * Coin selection. Automatic: branch-and-bound looks for a changeless set whose excess over
 * amount + fee is below the cost of making and later spending a change output; otherwise
 * largest-first with change, trimmed of inputs it did not need. Manual: exactly the user's
 * coins. Send-all: every given coin, amount = sum − fee, no change. Fees are computed from
 * the exact vsize of the candidate transaction, never from a per-input average.
 */
import { insufficientBalance } from '../errors';
import type { InputType, OutputType } from '../params';
import { estimateVsize, inputWeight } from './vsize';

export interface Coin {
  value: bigint;
  type: InputType;
}

export interface SelectCoinsParams<C extends Coin> {
  coins: readonly C[];
  /** recipient amount; ignored for send-all */
  amount: bigint;
  feeRate: bigint;
  recipientType: OutputType;
  changeType: OutputType;
  /** change below this is given to the fee instead of creating an output */
  dustLimit: bigint;
  mode: 'auto' | 'manual' | 'sendAll';
}

export interface SelectCoinsResult<C extends Coin> {
  selected: C[];
  amount: bigint;
  fee: bigint;
  /** 0n when there is no change output */
  change: bigint;
}

const BNB_MAX_TRIES = 100_000;

export function feeFor(inputs: readonly Coin[], outputs: readonly OutputType[], feeRate: bigint): bigint {
  return (
    BigInt(
      estimateVsize(
        inputs.map((c) => c.type),
        outputs,
      ),
    ) * feeRate
  );
}

const sum = (coins: readonly Coin[]): bigint => coins.reduce((s, c) => s + c.value, 0n);
const inputFee = (c: Coin, rate: bigint): bigint => BigInt(Math.ceil(inputWeight(c.type).weight / 4)) * rate;

/** Settles change for a chosen set: a change output if it clears dust, else none. */
function settle<C extends Coin>(p: SelectCoinsParams<C>, selected: C[]): SelectCoinsResult<C> | null {
  const total = sum(selected);
  const feeWithChange = feeFor(selected, [p.recipientType, p.changeType], p.feeRate);
  const change = total - p.amount - feeWithChange;
  if (change >= p.dustLimit) return { selected, amount: p.amount, fee: feeWithChange, change };
  const feeNoChange = feeFor(selected, [p.recipientType], p.feeRate);
  if (total - p.amount >= feeNoChange)
    return { selected, amount: p.amount, fee: total - p.amount, change: 0n };
  return null;
}

function branchAndBound<C extends Coin>(p: SelectCoinsParams<C>, pool: C[]): C[] | null {
  const changeCost =
    feeFor([], [p.recipientType, p.changeType], p.feeRate) -
    feeFor([], [p.recipientType], p.feeRate) +
    inputFee({ value: 0n, type: 'p2wpkh' }, p.feeRate);
  const eff = pool.map((c) => c.value - inputFee(c, p.feeRate));
  const target = p.amount + feeFor([], [p.recipientType], p.feeRate);
  const remaining: bigint[] = [];
  let acc = 0n;
  for (let i = eff.length - 1; i >= 0; i--) remaining[i] = acc += eff[i] ?? 0n;
  let tries = 0;
  const chosen: number[] = [];
  const visit = (i: number, value: bigint): C[] | null => {
    if (++tries > BNB_MAX_TRIES) return null;
    if (value > target + changeCost) return null;
    if (value >= target) {
      const set = chosen.map((k) => pool[k] as C);
      const exact = feeFor(set, [p.recipientType], p.feeRate);
      const excess = sum(set) - p.amount - exact;
      if (excess >= 0n && excess <= changeCost) return set;
    }
    if (i >= pool.length || value + (remaining[i] ?? 0n) < target) return null;
    chosen.push(i);
    const withIt = visit(i + 1, value + (eff[i] ?? 0n));
    chosen.pop();
    return withIt ?? visit(i + 1, value);
  };
  return visit(0, 0n);
}

function largestFirst<C extends Coin>(p: SelectCoinsParams<C>, pool: C[]): SelectCoinsResult<C> | null {
  const chosen: C[] = [];
  let result: SelectCoinsResult<C> | null = null;
  for (const c of pool) {
    chosen.push(c);
    result = settle(p, chosen);
    if (result) break;
  }
  if (!result) return null;
  // drop the smallest coins that turned out not to be needed (saves their input fee)
  for (let i = chosen.length - 2; i >= 0; i--) {
    const trial = chosen.filter((_, k) => k !== i);
    const r = settle(p, trial);
    if (r) {
      chosen.splice(i, 1);
      result = r;
    }
  }
  return result;
}

export function selectCoins<C extends Coin>(p: SelectCoinsParams<C>): SelectCoinsResult<C> {
  if (p.coins.length === 0) throw insufficientBalance();
  if (p.mode === 'sendAll') {
    const selected = [...p.coins];
    const fee = feeFor(selected, [p.recipientType], p.feeRate);
    const amount = sum(selected) - fee;
    if (amount < p.dustLimit) throw insufficientBalance();
    return { selected, amount, fee, change: 0n };
  }
  if (p.amount <= 0n) throw insufficientBalance();
  if (p.mode === 'manual') {
    const r = settle(p, [...p.coins]);
    if (!r) throw insufficientBalance();
    return r;
  }
  const pool = p.coins
    .filter((c) => c.value > inputFee(c, p.feeRate))
    .sort((a, b) => (b.value === a.value ? 0 : b.value > a.value ? 1 : -1));
  const exact = branchAndBound(p, pool);
  if (exact) return { selected: exact, amount: p.amount, fee: sum(exact) - p.amount, change: 0n };
  const r = largestFirst(p, pool);
  if (!r) throw insufficientBalance();
  return r;
}

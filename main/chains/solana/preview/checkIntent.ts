/**
 * The wallet's own Solana send must do what the user asked and nothing else (issue 32): the
 * wallet's account (SOL) or its token accounts of the mint (SPL) give exactly the amount, the
 * recipient's side gets exactly that amount (a Token-2022 mint that keeps a transfer fee
 * delivers less), the only SOL an SPL send spends besides the fee is the quoted rent of the
 * recipient's new token account, no other asset of the wallet moves and no permission is
 * given. The fee is not in the moves (movesOf adds it back).
 */
import { formatUnits } from '../../../../shared/amount';
import type { PreviewPermission } from '../../../../shared/preview/txPreview';
import { walletDeltas } from './moves';
import { readTokenAccount } from './tokenState';
import type { RawAccount } from './types';

/** What the user asked for, in base units. */
export interface SolanaPreviewIntent {
  /** 'native' for SOL, else the token's mint */
  asset: string;
  symbol: string;
  decimals: number;
  amount: bigint;
  /** the recipient's own address (for SPL: the owner of the token account it receives in) */
  to: string;
  /** lamports the send pays besides its fee: the quoted rent of the recipient's new token account */
  rent: bigint;
}

export interface CheckIntentParams {
  intent: SolanaPreviewIntent;
  wallet: string;
  keys: readonly string[];
  pre: ReadonlyMap<string, RawAccount | null>;
  post: ReadonlyMap<string, RawAccount | null>;
  /** lamports charged to the wallet as fee payer */
  fee: bigint;
  permissions: readonly PreviewPermission[];
  decimalsOf: (mint: string) => number | null;
}

const SOL_DECIMALS = 9;

/** What `to` gains of `asset` across the accounts the message names (its lamports, or its token accounts of the mint). */
function received(p: CheckIntentParams): bigint {
  const { asset, to } = p.intent;
  if (asset === 'native') return (p.post.get(to)?.lamports ?? 0n) - (p.pre.get(to)?.lamports ?? 0n);
  let sum = 0n;
  for (const k of new Set(p.keys)) {
    const amountOf = (a: RawAccount | null | undefined) => {
      const t = readTokenAccount(a ?? null);
      return t && t.owner === to && t.mint === asset ? t.amount : 0n;
    };
    sum += amountOf(p.post.get(k)) - amountOf(p.pre.get(k));
  }
  return sum;
}

/** Null when the simulation agrees with the intent; else every difference in words. */
export function checkSolanaIntent(p: CheckIntentParams): string | null {
  const { intent, wallet } = p;
  const words = (asset: string, amount: bigint): string => {
    if (asset === intent.asset) return `${formatUnits(amount, intent.decimals)} ${intent.symbol}`;
    if (asset === 'native') return `${formatUnits(amount, SOL_DECIMALS)} SOL`;
    const d = p.decimalsOf(asset);
    return d === null
      ? `${amount} base units of token ${asset}`
      : `${formatUnits(amount, d)} of token ${asset}`;
  };
  const self = intent.to === wallet;
  const deltas = walletDeltas({ wallet, keys: p.keys, pre: p.pre, post: p.post, fee: p.fee });
  const expected = new Map<string, bigint>([[intent.asset, self ? 0n : -intent.amount]]);
  if (intent.asset !== 'native') expected.set('native', -intent.rent);
  const problems: string[] = [];
  const asked = words(intent.asset, intent.amount);
  const sent = -(deltas.get(intent.asset) ?? 0n);
  if (sent !== -expected.get(intent.asset)!)
    problems.push(
      `it sends ${sent > 0n ? words(intent.asset, sent) : sent < 0n ? `nothing (it receives ${words(intent.asset, -sent)})` : 'nothing'}, you asked to send ${asked}`,
    );
  if (intent.asset !== 'native') {
    const spent = -(deltas.get('native') ?? 0n);
    if (spent !== intent.rent)
      problems.push(
        spent < 0n
          ? `it also receives ${words('native', -spent)}`
          : `it spends ${words('native', spent)} besides the fee, the review says ${words('native', intent.rent)}`,
      );
  }
  for (const [asset, d] of deltas) {
    if (expected.has(asset)) continue;
    if (d < 0n) problems.push(`it also sends ${words(asset, -d)}`);
    else if (d > 0n) problems.push(`it also receives ${words(asset, d)}`);
  }
  if (!self) {
    const got = received(p);
    if (got !== intent.amount)
      problems.push(
        `the recipient gets ${got > 0n ? words(intent.asset, got) : 'nothing'}, you asked to send ${asked}`,
      );
  }
  for (const g of p.permissions) problems.push(`it gives ${g.spender} a permission over ${g.asset}`);
  return problems.length ? problems.join('; ') : null;
}

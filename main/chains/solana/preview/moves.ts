/**
 * What the wallet sends and receives, from its accounts before the transaction and as the
 * simulation left them: SOL from the wallet's own lamports (the fee added back when the
 * wallet pays it, so "You send" is the movement and the fee is shown apart), tokens from every
 * token account the wallet owns before or after, summed by mint. A token account that stops
 * being the wallet's (SetAuthority AccountOwner) counts as sent in full.
 */
import { formatUnits } from '../../../../shared/amount';
import type { PreviewMove } from '../../../../shared/preview/txPreview';
import { readTokenAccount } from './tokenState';
import type { RawAccount } from './types';

export interface MovesParams {
  wallet: string;
  /** every address the message names */
  keys: readonly string[];
  pre: ReadonlyMap<string, RawAccount | null>;
  post: ReadonlyMap<string, RawAccount | null>;
  /** lamports charged to the wallet as fee payer; 0 when someone else pays */
  fee: bigint;
  decimalsOf: (mint: string) => number | null;
}

const SOL_DECIMALS = 9;

function move(asset: string, delta: bigint, decimals: number | null): PreviewMove {
  const abs = delta < 0n ? -delta : delta;
  return {
    asset,
    symbol: asset === 'native' ? 'SOL' : null,
    standard: asset === 'native' ? 'native' : 'spl',
    amount: decimals === null ? abs.toString(10) : formatUnits(abs, decimals),
    raw: decimals === null,
    tokenId: null,
    fiat: null,
  };
}

/** The wallet's change per asset ('native' or a mint), base units, the fee added back; zeros kept. */
export function walletDeltas(p: Omit<MovesParams, 'decimalsOf'>): Map<string, bigint> {
  const deltas = new Map<string, bigint>();
  const lamports = (m: ReadonlyMap<string, RawAccount | null>) => m.get(p.wallet)?.lamports ?? 0n;
  deltas.set('native', lamports(p.post) - lamports(p.pre) + p.fee);
  const held = (a: RawAccount | null) => {
    const t = readTokenAccount(a);
    return t && t.owner === p.wallet ? t : null;
  };
  for (const k of new Set(p.keys)) {
    const before = held(p.pre.get(k) ?? null);
    const after = held(p.post.get(k) ?? null);
    const mint = before?.mint ?? after?.mint;
    if (!mint) continue;
    const d = (after?.mint === mint ? after.amount : 0n) - (before?.amount ?? 0n);
    deltas.set(mint, (deltas.get(mint) ?? 0n) + d);
  }
  return deltas;
}

export function movesOf(p: MovesParams): { send: PreviewMove[]; receive: PreviewMove[] } {
  const deltas = walletDeltas(p);
  const send: PreviewMove[] = [];
  const receive: PreviewMove[] = [];
  for (const [asset, d] of deltas) {
    if (d === 0n) continue;
    const m = move(asset, d, asset === 'native' ? SOL_DECIMALS : p.decimalsOf(asset));
    (d < 0n ? send : receive).push(m);
  }
  return { send, receive };
}

/**
 * The last 20 transactions of a wallet (SOL) or of its token account (SPL), in two round trips:
 * getSignaturesForAddress, then every getTransaction in one batch. The amount is what the
 * wallet's own balances did (pre/post balances, pre/post token balances), not what an
 * instruction claims; the fee the wallet paid is not part of a SOL amount but shown apart. A
 * transaction the node cannot give or that does not read is counted in `skipped`.
 */
import { HISTORY_LIMIT } from '../constants';
import type { SolanaCtx } from '../ctx';
import { signaturesQuery, transactionQuery } from '../network';
import type { ChainTransaction, TokenBalanceEntry } from '../types';
import { readEachOf } from '../../../net/readEach';
import type { HistoryItem, HistoryPage } from '../../types';
import { rpcOf } from './rpcOf';

export interface ListHistoryParams {
  owner: string;
  /** SPL history: the mint, and the token account whose signatures are listed */
  token?: { mint: string; account: string };
}

export async function listHistory(ctx: SolanaCtx, p: ListHistoryParams): Promise<HistoryPage> {
  const rpc = rpcOf(ctx);
  const sigs = await rpc.call(signaturesQuery(p.token?.account ?? p.owner, HISTORY_LIMIT));
  const txs = await rpc.each(sigs.items.map((s) => transactionQuery(s.signature)));
  const page = readEachOf(txs, (t): HistoryItem[] => {
    if (!t) return [];
    const date = t.blockTime !== null ? t.blockTime * 1000 : ctx.now();
    const status = t.failed ? 'failed' : 'success';
    // the fee is the fee payer's (the first account): shown on the wallet's own transactions
    const fee = t.accountKeys[0] === p.owner ? { fee: t.fee.toString(10) } : {};
    const base = { hash: t.signature, status, date, ...fee } as const;
    // someone else's transaction that moved none of the wallet's SOL (a token sent to it, its
    // token account opened by the sender) belongs to the token's history, not as "+0 SOL"
    if (!p.token && !paidOrMovedSol(t, p.owner)) return [];
    return [
      p.token
        ? { ...base, ...tokenSide(t, p.owner, p.token.mint), contractAddress: p.token.mint }
        : { ...base, ...solSide(t, p.owner) },
    ];
  });
  return { items: page.items, skipped: page.skipped + sigs.skipped };
}

function paidOrMovedSol(t: ChainTransaction, owner: string): boolean {
  const i = t.accountKeys.indexOf(owner);
  return i === 0 || (i > 0 && t.postBalances[i] !== t.preBalances[i]);
}

function solSide(t: ChainTransaction, owner: string): { amount: string; from: string; to: string } {
  const i = t.accountKeys.indexOf(owner);
  let delta = i >= 0 ? t.postBalances[i]! - t.preBalances[i]! : 0n;
  if (i === 0) delta += t.fee; // the fee payer: the fee is shown apart, not as money sent
  const moved = t.transfers.find((m) => !m.token && (m.from === owner || m.to === owner));
  const from = moved?.from ?? (delta > 0n ? (t.accountKeys[0] ?? '') : owner);
  const to = moved?.to ?? (delta > 0n ? owner : (t.accountKeys.find((k) => k !== owner) ?? ''));
  return { amount: delta.toString(), from, to };
}

function tokenSide(
  t: ChainTransaction,
  owner: string,
  mint: string,
): { amount: string; from: string; to: string } {
  const mine = (list: TokenBalanceEntry[]) =>
    list.filter((b) => b.mint === mint && b.owner === owner).reduce((s, b) => s + b.amount, 0n);
  const delta = mine(t.postTokenBalances) - mine(t.preTokenBalances);
  // token accounts → their owners, as the node's token balances name them
  const ownerOf = new Map<string, string>();
  for (const b of [...t.preTokenBalances, ...t.postTokenBalances]) {
    const key = t.accountKeys[b.accountIndex];
    if (key && b.owner && b.mint === mint) ownerOf.set(key, b.owner);
  }
  const moved = t.transfers.find((m) => m.token && (m.mint === undefined || m.mint === mint));
  const from = moved ? (ownerOf.get(moved.from) ?? moved.from) : delta > 0n ? '' : owner;
  const to = moved ? (ownerOf.get(moved.to) ?? moved.to) : delta > 0n ? owner : '';
  return { amount: delta.toString(), from, to };
}

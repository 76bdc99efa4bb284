/**
 * The last 20 sends of an address in one denom (the native one, or a Hub token's). Cosmos Hub:
 * the indexer (take 20), or without one the
 * node's tx search for message.sender and transfer.recipient; a non-zero code is Failed
 * (spec §4). THORChain: THORNode's /txs for both sides, always SUCCESS (spec §4), and Midgard's
 * actions (swaps, refunds, liquidity), which replace the plain send a deposit also shows as.
 */
import { decodeTxRaw } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { HISTORY_TAKE } from '../constants';
import type { CosmosCtx } from '../ctx';
import { readEachOf, type ReadList } from '../../../net/readEach';
import { indexerOf, midgardOf, nodeOf, thornodeOf, type NodeTx, type WireSend } from '../network';
import type { HistoryItem, HistoryPage } from '../../types';
import { actionItem } from './thorActions';

export async function listHistory(
  ctx: CosmosCtx,
  address: string,
  denom = ctx.config.denom,
): Promise<HistoryPage> {
  const thor = thornodeOf(ctx);
  if (thor) {
    const [sent, received, actions, nativeFee] = await Promise.all([
      thor.sends('sender', address, HISTORY_TAKE, 1),
      thor.sends('recipient', address, HISTORY_TAKE, 1),
      thorActions(ctx, address),
      // THORChain takes its native fee from the sender of every transaction, whatever the fee field says
      thor.nativeFee().catch(() => undefined),
    ]);
    if (nativeFee !== undefined) for (const s of sent.items) s.fee = nativeFee;
    const byHash = new Set(actions.items.map((i) => i.hash));
    const both = {
      items: newest(merge(sent.items, received.items)),
      skipped: sent.skipped + received.skipped,
    };
    const sends = readEachOf(both, (s) =>
      byHash.has(s.hash.toLowerCase()) ? null : itemOf(ctx, s, address, 'success'),
    );
    const items = [...actions.items, ...sends.items].sort((a, b) => b.date - a.date).slice(0, HISTORY_TAKE);
    return { items, skipped: actions.skipped + sends.skipped };
  }
  const indexer = indexerOf(ctx);
  const sends = indexer
    ? await indexer.sends(address, denom)
    : { items: await fromNode(ctx, address, denom), skipped: 0 };
  return readEachOf({ items: newest(sends.items), skipped: sends.skipped }, (s) =>
    itemOf(ctx, s, address, s.code === 0 ? 'success' : 'failed'),
  );
}

/** Midgard's actions of the address other than sends; a Midgard that cannot be read leaves the sends shown. */
async function thorActions(ctx: CosmosCtx, address: string): Promise<ReadList<HistoryItem>> {
  const midgard = midgardOf(ctx);
  if (!midgard) return { items: [], skipped: 0 };
  try {
    return readEachOf(await midgard.actions(address, HISTORY_TAKE), (a) => actionItem(a, address));
  } catch (e) {
    console.error(`history thorchain actions: ${e instanceof Error ? e.message : String(e)}`);
    return { items: [], skipped: 0 };
  }
}

function merge(a: WireSend[], b: WireSend[]): WireSend[] {
  const seen = new Set(a.map((s) => s.hash));
  return [...a, ...b.filter((s) => !seen.has(s.hash))];
}

const newest = (sends: WireSend[]) =>
  [...sends].sort((x, y) => (y.date ?? 0) - (x.date ?? 0)).slice(0, HISTORY_TAKE);

function itemOf(ctx: CosmosCtx, s: WireSend, address: string, status: HistoryItem['status']): HistoryItem {
  // a send to itself moves nothing of the balance but the fee
  const amount = s.from === s.to ? 0n : s.from === address ? -s.amount : s.amount;
  return {
    hash: s.hash.toLowerCase(),
    amount: amount.toString(10),
    status,
    date: s.date ?? ctx.now(),
    from: s.from,
    to: s.to,
    // the code's log, so a Failed row says why (issue 15)
    ...(status === 'failed' && s.log ? { error: s.log } : {}),
    // the fee is the sender's, in the native denom: shown on what the wallet sent of the native coin
    ...(s.from === address && s.fee !== undefined && s.denom === ctx.config.denom
      ? { fee: s.fee.toString(10) }
      : {}),
  };
}

async function fromNode(ctx: CosmosCtx, address: string, denom: string): Promise<WireSend[]> {
  const node = nodeOf(ctx);
  const [sent, received] = await Promise.all([
    node.search(`message.sender='${address}'`, HISTORY_TAKE),
    node.search(`transfer.recipient='${address}'`, HISTORY_TAKE),
  ]);
  const byHash = new Map<string, NodeTx>();
  for (const t of [...sent, ...received]) byHash.set(t.hash, t);
  const txs = [...byHash.values()].sort((a, b) => b.height - a.height).slice(0, HISTORY_TAKE);
  const heights = [...new Set(txs.map((t) => t.height))];
  const times = new Map(await Promise.all(heights.map(async (h) => [h, await node.blockTime(h)] as const)));
  return txs.flatMap((t) => {
    const send = bankSendOf(t, denom, ctx.config.denom);
    return send ? [{ ...send, date: times.get(t.height) ?? null }] : [];
  });
}

function bankSendOf(t: NodeTx, denom: string, feeDenom: string): Omit<WireSend, 'date'> | null {
  try {
    const tx = decodeTxRaw(t.tx);
    const m = tx.body.messages.find((x) => x.typeUrl === '/cosmos.bank.v1beta1.MsgSend');
    if (!m) return null;
    const fees = tx.authInfo.fee?.amount.filter((c) => c.denom === feeDenom && /^\d+$/.test(c.amount)) ?? [];
    const send = MsgSend.decode(m.value);
    const coin = send.amount.find((c) => c.denom === denom);
    if (!coin || !/^\d+$/.test(coin.amount)) return null;
    return {
      hash: t.hash,
      code: t.code,
      ...(t.code && t.log ? { log: t.log } : {}),
      from: send.fromAddress,
      to: send.toAddress,
      amount: BigInt(coin.amount),
      denom,
      fee: fees.reduce((s, c) => s + BigInt(c.amount), 0n),
    };
  } catch {
    return null;
  }
}

/**
 * The preview of one chain's revokes on the permissions page (issue 32): each revoke simulated
 * on the profile's node (in parallel, beside the fee quote), its removals, moves and new
 * grants read from the logs, the token names in one Multicall3 eth_call where the chain has
 * it, and each held to the permission the user chose (checkRemovals). One TxPreview for the
 * chain's review; never throws.
 */
import { formatUnits } from '../../../shared/amount';
import type { PreviewMove, PreviewPermission, TxPreview } from '../../../shared/preview/txPreview';
import { decodeLogs } from '../../chains/evm/preview/decodeLogs';
import { ownerFlows, type Flow } from '../../chains/evm/preview/flows';
import { tokenMetas, type TokenMeta } from '../../chains/evm/preview/tokenMeta';
import type { PreviewNode } from '../../chains/evm/preview/types';
import { checkRemovals, type RemovalWords } from './checkRemovals';
import { decodeRemovals, type Removal } from './removals';
import { simulateRevoke, type RevokeSim, type RevokeToSimulate } from './simulateRevoke';

export interface PreviewRevokesParams {
  chainName: string;
  native: { symbol: string; decimals: number };
  revokes: readonly RevokeToSimulate[];
  /** the chain's Multicall3: every token's symbol and decimals in one eth_call */
  multicall3?: string;
}

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;
const NO_META: TokenMeta = { symbol: null, decimals: null, known: false };

export async function previewRevokes(node: PreviewNode, p: PreviewRevokesParams): Promise<TxPreview> {
  try {
    return await run(node, p);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { status: 'unavailable', reason: `Preview failed: ${why.slice(0, 200)}` };
  }
}

async function run(node: PreviewNode, p: PreviewRevokesParams): Promise<TxPreview> {
  const sims = await Promise.all(p.revokes.map((r) => simulateRevoke(node, r)));
  const failed = sims.findIndex((s) => s.kind === 'reverts');
  const fs = sims[failed];
  if (fs?.kind === 'reverts')
    return { status: 'reverts', method: fs.method, reason: fs.reason, warnings: [] };
  const none = sims.find((s) => s.kind === 'unavailable');
  if (none?.kind === 'unavailable') return { status: 'unavailable', reason: none.reason };
  const ran = sims.filter((s): s is Extract<RevokeSim, { kind: 'ok' }> => s.kind === 'ok');

  const facts = ran.map((s, i) => {
    const owner = p.revokes[i]!.tx.from;
    const decoded = decodeLogs(s.logs, s.native);
    return { sim: s, removals: decodeRemovals(s.logs, owner), flows: ownerFlows(decoded, owner) };
  });
  const assets = [
    ...p.revokes.filter((r) => r.kind !== 'delegation').map((r) => r.asset),
    ...facts.flatMap((f) => [
      ...f.removals.map((x) => x.asset),
      ...f.flows.flows.map((x) => x.asset),
      ...f.flows.grants.map((x) => x.asset),
    ]),
  ].filter((a) => a !== 'native');
  const metas = await tokenMetas(node, p.chainName, assets, p.multicall3);
  metas.set('native', { symbol: p.native.symbol, decimals: p.native.decimals, known: true });
  const meta = (a: string) =>
    metas.get(a) ?? [...metas].find(([k]) => k.toLowerCase() === a.toLowerCase())?.[1] ?? NO_META;
  const words: RemovalWords = {
    name: (a) => meta(a).symbol ?? `token ${short(a)}`,
    amount: (a, amount, tokenId) => {
      const d = tokenId !== null ? 0 : meta(a).decimals;
      const n = d === null ? `${amount} base units of` : formatUnits(amount, d);
      return `${n} ${words.name(a)}${tokenId === null ? '' : ` #${tokenId}`}`;
    },
  };

  const problems = p.revokes.flatMap((r, i) => {
    const f = facts[i]!;
    const facts_ = {
      removals: f.removals,
      flows: f.flows,
      after: f.sim.after,
      ...(f.sim.delegatedTo === undefined ? {} : { delegatedTo: f.sim.delegatedTo }),
    };
    return checkRemovals(r, facts_, words);
  });
  const removed: PreviewPermission[] = [
    ...facts.flatMap((f) => f.removals.map((x) => removedPermission(x, meta(x.asset), words))),
    ...p.revokes.flatMap((r, i) => {
      const to = facts[i]!.sim.delegatedTo;
      return r.kind === 'delegation' && to ? [clearedDelegation(r.asset, to)] : [];
    }),
  ];
  const move = (f: Flow): PreviewMove => {
    const m = meta(f.asset);
    const abs = f.delta < 0n ? -f.delta : f.delta;
    const d = f.tokenId !== null ? 0 : m.decimals;
    return {
      asset: f.asset,
      symbol: m.symbol,
      standard: f.standard,
      amount: d === null ? abs.toString(10) : formatUnits(abs, d),
      raw: d === null,
      tokenId: f.tokenId === null ? null : f.tokenId.toString(10),
      fiat: null,
    };
  };
  const flows = facts.flatMap((f) => f.flows.flows);
  const unread = p.revokes.filter((r, i) => r.kind !== 'delegation' && facts[i]!.sim.after === null);
  return {
    status: 'ok',
    method: ran[0]?.method ?? 'eth_simulateV1',
    send: flows.filter((f) => f.delta < 0n).map(move),
    receive: flows.filter((f) => f.delta > 0n).map(move),
    permissions: facts.flatMap((f) =>
      f.flows.grants.map((g) => ({
        kind: g.kind,
        asset: g.asset,
        symbol: meta(g.asset).symbol,
        spender: g.spender,
        amount: null,
        unlimited: g.kind === 'approvalForAll',
        text: `${g.spender} may move your ${words.name(g.asset)}`,
      })),
    ),
    removed,
    warnings: unread.map((r) => ({
      level: 'caution' as const,
      text: `This node could not read what is left of ${words.name(r.asset)} to ${r.spender} after the revoke (it has no eth_simulateV1): only its logs were checked.`,
    })),
    mismatch: problems.length ? problems.join('; ') : null,
  };
}

function removedPermission(x: Removal, m: TokenMeta, w: RemovalWords): PreviewPermission {
  const name = w.name(x.asset);
  return {
    kind: x.kind === 'operator' ? 'approvalForAll' : 'approve',
    asset: x.asset,
    symbol: m.symbol,
    spender: x.spender,
    amount: null,
    unlimited: false,
    text:
      x.kind === 'operator'
        ? `${name} (every item) to ${x.spender}`
        : x.kind === 'permit2'
          ? `${name} through Permit2 to ${x.spender}`
          : `${name} to ${x.spender}`,
  };
}

function clearedDelegation(account: string, to: string): PreviewPermission {
  return {
    kind: 'delegate',
    asset: account,
    symbol: null,
    spender: to,
    amount: null,
    unlimited: false,
    text: `your account's delegation to ${to}`,
  };
}

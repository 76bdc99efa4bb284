/**
 * An EVM transaction's preview (issue 32): simulated on the user's own node, its logs read
 * into what the signing account sends, receives and lets others move, with symbols,
 * decimals and fiat; for the wallet's own transactions, checked against the intent.
 * Never throws: an unreachable node is an 'unavailable' preview that says why.
 */
import { formatUnits } from '../../../../shared/amount';
import { fiatValue } from '../../../../shared/fiat';
import type {
  PreviewMove,
  PreviewPermission,
  PreviewWarning,
  TxPreview,
} from '../../../../shared/preview/txPreview';
import { checkIntent, type PreviewIntent } from './checkIntent';
import { decodeLogs, type Grant } from './decodeLogs';
import { ownerFlows, type Flow } from './flows';
import { simulate } from './simulate';
import { tokenMetas, type TokenMeta } from './tokenMeta';
import type { PreviewNode, PreviewTx } from './types';

/** Amounts no token supply reaches: dapps ask for 2^256-1 (or 2^160-1, 2^128-1) to mean "all". */
const UNLIMITED_FROM = 2n ** 128n;

export interface PreviewParams {
  chainName: string;
  /** the chain's coin */
  native: { symbol: string; decimals: number };
  tx: PreviewTx;
  /** calls simulated first in the same state, their moves and permissions counted (an approval) */
  before?: readonly PreviewTx[];
  /** the wallet's own transaction: what it must move, and nothing else */
  intent?: PreviewIntent;
  /**
   * Tokens whose symbol and decimals the caller already holds (the wallet's own coin being
   * swapped): not read on chain again, so the preview stays one round trip.
   */
  knownTokens?: readonly { address: string; symbol: string; decimals: number }[];
  /** the chain's Multicall3 address, when it has one: token names and decimals in one eth_call */
  multicall3?: string;
  /** a price in the user's currency by symbol (asked for the coin and catalogue tokens only) */
  fiatPrice?: (symbol: string) => Promise<{ price: string; currency: string } | null>;
}

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

export async function previewEvmTx(node: PreviewNode, p: PreviewParams): Promise<TxPreview> {
  try {
    return await run(node, p);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { status: 'unavailable', reason: `Preview failed: ${why.slice(0, 200)}` };
  }
}

async function run(node: PreviewNode, p: PreviewParams): Promise<TxPreview> {
  const sim = await simulate(node, p.tx, p.before);
  if (sim.kind === 'unavailable') return { status: 'unavailable', reason: sim.reason };
  if (sim.kind === 'reverts')
    return { status: 'reverts', method: sim.method, reason: sim.reason, warnings: [] };
  const decoded = decodeLogs(sim.logs, sim.native);
  const owner = p.tx.from;
  const flows = ownerFlows(decoded, owner);
  const tokens = [...flows.flows.map((f) => f.asset), ...flows.grants.map((g) => g.asset)].filter(
    (a) => a !== 'native',
  );
  if (p.intent && p.intent.asset !== 'native') tokens.push(p.intent.asset);
  const held = p.knownTokens ?? [];
  const heldOf = (a: string) => held.find((k) => k.address.toLowerCase() === a.toLowerCase());
  const metas = await tokenMetas(
    node,
    p.chainName,
    tokens.filter((t) => !heldOf(t)),
    p.multicall3,
  );
  for (const t of tokens) {
    const k = heldOf(t);
    // the caller's word is the wallet's coin list: no catalogue price is implied
    if (k) metas.set(t, { symbol: k.symbol, decimals: k.decimals, known: false });
  }
  metas.set('native', { symbol: p.native.symbol, decimals: p.native.decimals, known: true });
  const meta = (asset: string): TokenMeta =>
    metas.get(asset) ??
    [...metas].find(([k]) => k.toLowerCase() === asset.toLowerCase())?.[1] ?? {
      symbol: null,
      decimals: null,
      known: false,
    };
  const prices = await pricesOf(
    p,
    flows.flows.map((f) => meta(f.asset)),
  );

  // NFTs count whole items (an ERC-721 has no decimals()): never "base units"
  const amountText = (asset: string, amount: bigint, nft = false): { amount: string; raw: boolean } => {
    const d = nft ? 0 : meta(asset).decimals;
    return d === null
      ? { amount: amount.toString(10), raw: true }
      : { amount: formatUnits(amount, d), raw: false };
  };
  const move = (f: Flow): PreviewMove => {
    const m = meta(f.asset);
    const abs = f.delta < 0n ? -f.delta : f.delta;
    const a = amountText(f.asset, abs, f.tokenId !== null);
    const price =
      m.symbol && m.known && f.standard !== 'erc721' && f.standard !== 'erc1155'
        ? prices.get(m.symbol)
        : null;
    return {
      asset: f.asset,
      symbol: m.symbol,
      standard: f.standard,
      ...a,
      tokenId: f.tokenId === null ? null : f.tokenId.toString(10),
      fiat: price && !a.raw ? `${fiatValue(a.amount, price.price)} ${price.currency}` : null,
    };
  };
  const words = (asset: string, amount: bigint, tokenId: bigint | null) => {
    const a = amountText(asset, amount, tokenId !== null);
    const unit = meta(asset).symbol ?? short(asset);
    return `${a.raw ? `${a.amount} base units of` : a.amount} ${unit}${tokenId === null ? '' : ` #${tokenId}`}`;
  };

  const permissions = flows.grants.map((g) => permission(g, meta(g.asset), amountText));
  const warnings: PreviewWarning[] = permissions
    .filter((x) => x.unlimited || x.kind === 'approvalForAll')
    .map((x) => ({
      level: 'danger' as const,
      text: `${x.text}: it can take them at any time, without asking you again.`,
    }));
  return {
    status: 'ok',
    method: sim.method,
    send: flows.flows.filter((f) => f.delta < 0n).map(move),
    receive: flows.flows.filter((f) => f.delta > 0n).map(move),
    permissions,
    warnings,
    mismatch: p.intent ? checkIntent(p.intent, owner, decoded, flows, words) : null,
  };
}

function permission(
  g: Grant,
  m: TokenMeta,
  amountText: (asset: string, amount: bigint) => { amount: string; raw: boolean },
): PreviewPermission {
  const name = m.symbol ?? `token ${short(g.asset)}`;
  const base = { asset: g.asset, symbol: m.symbol, spender: g.spender };
  if (g.kind === 'approvalForAll')
    return {
      ...base,
      kind: 'approvalForAll',
      amount: null,
      unlimited: true,
      text: `${g.spender} may move all your ${name} items`,
    };
  if (g.amount === null)
    return {
      ...base,
      kind: 'approve',
      amount: null,
      unlimited: false,
      text: `${g.spender} may move your ${name} #${g.tokenId ?? ''}`,
    };
  const unlimited = g.amount >= UNLIMITED_FROM;
  const a = amountText(g.asset, g.amount);
  const limit = a.raw ? `${a.amount} base units of ${name}` : `${a.amount} ${name}`;
  return {
    ...base,
    kind: 'approve',
    amount: a.amount,
    unlimited,
    text: unlimited
      ? `${g.spender} may spend all your ${name} (unlimited)`
      : `${g.spender} may spend up to ${limit}`,
  };
}

/** Prices of the coin and catalogue tokens that move, asked at once; a failed ask is no price. */
async function pricesOf(
  p: PreviewParams,
  metas: readonly TokenMeta[],
): Promise<Map<string, { price: string; currency: string } | null>> {
  const out = new Map<string, { price: string; currency: string } | null>();
  const ask = p.fiatPrice;
  if (!ask) return out;
  const symbols = [...new Set(metas.filter((m) => m.known && m.symbol).map((m) => m.symbol!))];
  await Promise.all(symbols.map(async (s) => out.set(s, await ask(s).catch(() => null))));
  return out;
}

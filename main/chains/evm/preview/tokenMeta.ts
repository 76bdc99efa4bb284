/**
 * Symbols and decimals of the tokens a preview names: from the catalogue when it ships the
 * token (its word beats what a contract says of itself), else read on chain. Where the chain
 * has Multicall3 every read travels in one eth_call (aggregate3, each read allowed to fail);
 * otherwise the reads are sent at once, in parallel. Either way the lookup adds one round trip
 * however many tokens moved.
 */
import { Interface } from 'ethers';
import { CATALOGUE, coinKey, findCatalogueEntry } from '../../../../shared/catalogue';
import type { PreviewNode } from './types';

export interface TokenMeta {
  symbol: string | null;
  decimals: number | null;
  /** the catalogue ships it: its symbol may be priced */
  known: boolean;
}

const ERC20 = new Interface([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);
const MULTICALL3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
]);

type Fn = 'symbol' | 'decimals';
/** Raw return data of each read, or null where it failed (ERC-721 has no decimals). */
type Reader = (reads: readonly { token: string; fn: Fn }[]) => Promise<(string | null)[]>;

const parallel =
  (node: PreviewNode): Reader =>
  (reads) =>
    Promise.all(
      reads.map(({ token, fn }) =>
        node
          .call<string>('eth_call', [{ to: token, data: ERC20.encodeFunctionData(fn) }, 'latest'])
          .catch(() => null),
      ),
    );

const viaMulticall =
  (node: PreviewNode, multicall3: string): Reader =>
  async (reads) => {
    const calls = reads.map(({ token, fn }) => ({
      target: token,
      allowFailure: true,
      callData: ERC20.encodeFunctionData(fn),
    }));
    const out = await node.call<string>('eth_call', [
      { to: multicall3, data: MULTICALL3.encodeFunctionData('aggregate3', [calls]) },
      'latest',
    ]);
    const [results] = MULTICALL3.decodeFunctionResult('aggregate3', out) as unknown as [
      { success: boolean; returnData: string }[],
    ];
    return reads.map((_, i) => {
      const r = results[i];
      return r && r.success && r.returnData !== '0x' ? r.returnData : null;
    });
  };

function decode(fn: Fn, data: string | null): unknown {
  if (data === null) return null;
  try {
    return ERC20.decodeFunctionResult(fn, data)[0] as unknown;
  } catch {
    return null; // not what the standard returns: shown without it
  }
}

export async function tokenMetas(
  node: PreviewNode,
  chainName: string,
  tokens: readonly string[],
  /** the chain's Multicall3, when it has one: all reads in one eth_call */
  multicall3?: string,
): Promise<Map<string, TokenMeta>> {
  const out = new Map<string, TokenMeta>();
  const unknown: string[] = [];
  for (const t of new Set(tokens)) {
    const e = findCatalogueEntry(CATALOGUE, coinKey(chainName, t));
    if (e) out.set(t, { symbol: e.symbol, decimals: e.decimals, known: true });
    else unknown.push(t);
  }
  if (unknown.length === 0) return out;
  const reads = unknown.flatMap((token) => [
    { token, fn: 'symbol' as const },
    { token, fn: 'decimals' as const },
  ]);
  const raw = multicall3
    ? // a node that cannot run the aggregate (no contract there after all) still answers one by one
      await viaMulticall(node, multicall3)(reads).catch(() => parallel(node)(reads))
    : await parallel(node)(reads);
  unknown.forEach((t, i) => {
    const symbol = decode('symbol', raw[2 * i] ?? null);
    const decimals = decode('decimals', raw[2 * i + 1] ?? null);
    out.set(t, {
      // a contract names itself: keep it short and printable, it is shown as text only
      symbol: typeof symbol === 'string' ? symbol.replace(/[^\x20-\x7e]/g, '').slice(0, 16) || null : null,
      decimals: typeof decimals === 'bigint' && decimals <= 36n ? Number(decimals) : null,
      known: false,
    });
  });
  return out;
}

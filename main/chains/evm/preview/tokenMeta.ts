/**
 * Symbols and decimals of the tokens a preview names: from the catalogue when it ships the
 * token (its word beats what a contract says of itself), else read on chain with all reads
 * sent at once, so the lookup costs one round trip however many tokens moved.
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

async function read(node: PreviewNode, token: string, fn: 'symbol' | 'decimals'): Promise<unknown> {
  try {
    const r = await node.call<string>('eth_call', [
      { to: token, data: ERC20.encodeFunctionData(fn) },
      'latest',
    ]);
    return ERC20.decodeFunctionResult(fn, r)[0] as unknown;
  } catch {
    return null; // no such function (ERC-721 has no decimals): shown without it
  }
}

export async function tokenMetas(
  node: PreviewNode,
  chainName: string,
  tokens: readonly string[],
): Promise<Map<string, TokenMeta>> {
  const out = new Map<string, TokenMeta>();
  const unknown: string[] = [];
  for (const t of new Set(tokens)) {
    const e = findCatalogueEntry(CATALOGUE, coinKey(chainName, t));
    if (e) out.set(t, { symbol: e.symbol, decimals: e.decimals, known: true });
    else unknown.push(t);
  }
  await Promise.all(
    unknown.map(async (t) => {
      const [symbol, decimals] = await Promise.all([read(node, t, 'symbol'), read(node, t, 'decimals')]);
      out.set(t, {
        // a contract names itself: keep it short and printable, it is shown as text only
        symbol: typeof symbol === 'string' ? symbol.replace(/[^\x20-\x7e]/g, '').slice(0, 16) || null : null,
        decimals: typeof decimals === 'bigint' && decimals <= 36n ? Number(decimals) : null,
        known: false,
      });
    }),
  );
  return out;
}

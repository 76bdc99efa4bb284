import { z } from 'zod';
import type { ChainRow } from './chainRow';
import { FAMILY_MODULES, type Family } from './families';

/**
 * Every chain the wallet knows. Services read chain differences from here and from the
 * family modules; they never compare chain names. Each family's module declares its own rows
 * (shared/chains/<f>/chains.ts).
 */
export type ChainInfo = ChainRow<Family>;

/** Every family's chains, in the families list's order. */
const CHAIN_LIST: readonly ChainInfo[] = FAMILY_MODULES.flatMap((m): readonly ChainInfo[] => m.chains);

export const CHAIN_NAMES = CHAIN_LIST.map((c) => c.name) as readonly string[];

/** Validates a chain name at every boundary: an unknown chain is 'Unsupported chain'. */
export const ChainNameSchema = z
  .string()
  .max(64)
  .refine((s) => CHAINS.has(s), { message: 'Unsupported chain' });

export const CHAINS: ReadonlyMap<string, ChainInfo> = new Map(CHAIN_LIST.map((c) => [c.name, c]));

export function getChain(name: string): ChainInfo {
  const c = CHAINS.get(name);
  if (!c) throw new Error('Unsupported chain');
  return c;
}

export function chainsOfFamily(family: Family): ChainInfo[] {
  return CHAIN_LIST.filter((c) => c.family === family);
}

export type NetworkKind = 'mainnet' | 'testnet' | 'regtest';

/** The default path for address index `i` (a non-negative 31-bit integer) on `network`. */
export function pathFor(chain: ChainInfo, i: number, network: NetworkKind = 'mainnet'): string {
  if (!Number.isInteger(i) || i < 0 || i >= 2 ** 31) throw new Error('address index out of range');
  const path = chain.defaultPath.replaceAll('{i}', String(i));
  if (network === 'mainnet' || chain.testnetCoinType === undefined) return path;
  return path.replace(`/${chain.coinType}'/`, `/${chain.testnetCoinType}'/`);
}

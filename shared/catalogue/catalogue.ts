import { CHAINS, type ChainInfo } from '../chains/registry';
import { coinKey } from './coinKey';
import { DEFAULT_CHAIN_NAMES } from './defaults';
import { EVM_TOKENS } from './tokens/evmTokens';
import { OTHER_TOKENS } from './tokens/otherTokens';
import { SOLANA_TOKENS } from './tokens/solanaTokens';
import { TRON_TOKENS } from './tokens/tronTokens';
import type { CatalogueEntry, TokenSeed } from './types';

function nativeEntry(chain: ChainInfo): CatalogueEntry {
  return {
    id: coinKey(chain.name),
    chainName: chain.name,
    chainSymbol: chain.symbol,
    symbol: chain.symbol,
    name: chain.displayName,
    type: 'coin',
    decimals: chain.decimals,
    iconKey: chain.name,
    isDefault: DEFAULT_CHAIN_NAMES.includes(chain.name),
  };
}

function tokenEntry(seed: TokenSeed): CatalogueEntry {
  const chain = CHAINS.get(seed.chainName);
  if (!chain) throw new Error(`catalogue token on unknown chain ${seed.chainName}`);
  return {
    id: coinKey(seed.chainName, seed.contractAddress),
    chainName: seed.chainName,
    chainSymbol: chain.symbol,
    symbol: seed.symbol,
    name: seed.name,
    type: 'token',
    decimals: seed.decimals,
    contractAddress: seed.contractAddress,
    iconKey: seed.symbol.toLowerCase(),
    isDefault: false,
  };
}

/**
 * Every native coin of the registry followed by the shipped tokens. The default coins come
 * first, in DEFAULT_CHAIN_NAMES order, so new wallets and unfiltered lists show the main
 * coins on top; the remaining natives follow in registry order.
 */
function buildCatalogue(): readonly CatalogueEntry[] {
  const natives = [...CHAINS.values()].map(nativeEntry);
  const rank = (e: CatalogueEntry): number => {
    const i = DEFAULT_CHAIN_NAMES.indexOf(e.chainName);
    return i < 0 ? DEFAULT_CHAIN_NAMES.length : i;
  };
  natives.sort((a, b) => rank(a) - rank(b)); // stable: non-defaults keep registry order
  const tokens = [...EVM_TOKENS, ...TRON_TOKENS, ...SOLANA_TOKENS, ...OTHER_TOKENS].map(tokenEntry);
  return Object.freeze([...natives, ...tokens].map((e) => Object.freeze(e)));
}

/** The coin catalogue shipped with the app (there is no product backend to fetch it from). */
export const CATALOGUE: readonly CatalogueEntry[] = buildCatalogue();

/** The entry with identity key `id`, or undefined. */
export function findCatalogueEntry(
  catalogue: readonly CatalogueEntry[],
  id: string,
): CatalogueEntry | undefined {
  return catalogue.find((e) => e.id === id);
}

/** The entries new phrase wallets start with. */
export function defaultCatalogueEntries(catalogue: readonly CatalogueEntry[]): CatalogueEntry[] {
  return catalogue.filter((e) => e.isDefault);
}

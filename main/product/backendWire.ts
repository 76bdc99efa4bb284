import { z } from 'zod';
import { coinKey } from '../../shared/catalogue/coinKey';
import { isContractAddressShape } from '../../shared/catalogue/contractAddress';
import { MAX_COIN_DECIMALS, type CatalogueEntry } from '../../shared/catalogue/types';
import { CHAINS } from '../../shared/chains/registry';

/** A coin as the product backend lists it (spec app.md §7 "Fetch coin list": data.data). */
const ServerCoinSchema = z.looseObject({
  chain_name: z.string().max(64),
  symbol: z.string().min(1).max(16),
  name: z.string().min(1).max(64),
  decimals: z.number().int().min(0).max(MAX_COIN_DECIMALS),
  contract_address: z.string().max(128).nullish(),
  is_default: z.boolean().optional(),
});
export type ServerCoin = z.infer<typeof ServerCoinSchema>;

export const CoinListSchema = z.looseObject({
  data: z.looseObject({ data: z.array(z.unknown()).max(1000) }),
});

/** A named group of coins the backend offers to add at once. */
export const GroupListSchema = z.looseObject({
  data: z.looseObject({
    data: z
      .array(
        z.looseObject({
          name: z.string().min(1).max(64),
          coins: z
            .array(
              z.looseObject({
                chain_name: z.string().max(64),
                contract_address: z.string().max(128).nullish(),
              }),
            )
            .min(1)
            .max(100),
        }),
      )
      .max(100),
  }),
});

/**
 * A server coin as a catalogue entry, or null when it names a chain this app does not know or
 * a contract in the wrong shape for its chain: a backend entry can add choices, never a coin
 * the chain modules cannot read.
 */
export function catalogueEntryOf(raw: unknown): CatalogueEntry | null {
  const parsed = ServerCoinSchema.safeParse(raw);
  if (!parsed.success) return null;
  const c = parsed.data;
  const chain = CHAINS.get(c.chain_name);
  if (!chain) return null;
  const contract = c.contract_address?.trim() || undefined;
  if (contract && !isContractAddressShape(chain.name, contract)) return null;
  return {
    id: coinKey(chain.name, contract),
    chainName: chain.name,
    chainSymbol: chain.symbol,
    symbol: contract ? c.symbol : chain.symbol,
    name: contract ? c.name : chain.displayName,
    type: contract ? 'token' : 'coin',
    decimals: contract ? c.decimals : chain.decimals,
    ...(contract ? { contractAddress: contract } : {}),
    iconKey: (contract ? c.symbol.toLowerCase() : chain.name).replace(/[^a-z0-9_.-]/g, '') || 'coin',
    isDefault: c.is_default ?? false,
  };
}

/** The shipped catalogue with the backend's entries appended; a shipped entry wins a tie. */
export function mergeCatalogue(
  shipped: readonly CatalogueEntry[],
  server: readonly CatalogueEntry[],
): { catalogue: CatalogueEntry[]; added: CatalogueEntry[] } {
  const known = new Set(shipped.map((e) => e.id));
  const added: CatalogueEntry[] = [];
  for (const e of server) {
    if (known.has(e.id)) continue;
    known.add(e.id);
    added.push(e);
  }
  return { catalogue: [...shipped, ...added], added };
}

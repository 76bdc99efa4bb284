import { z } from 'zod';
import { ChainNameSchema } from '../chains/registry';

export const CoinTypeSchema = z.enum(['coin', 'token']);
export type CoinType = z.infer<typeof CoinTypeSchema>;

/**
 * The most decimals any asset the wallet shows may have. 36 leaves room for every real token
 * (18 is common, a few use 24 to 30) while refusing nonsense that would blow up formatting.
 */
export const MAX_COIN_DECIMALS = 36;

/** One asset the app ships knowledge of: a chain's native coin or a well-known token. */
export const CatalogueEntrySchema = z.strictObject({
  /** The identity key, see coinKey(). */
  id: z.string().min(1).max(200),
  chainName: ChainNameSchema,
  /** The chain's own symbol (registry), for the spec's 'chainsymbol:symbol' search. */
  chainSymbol: z.string().min(1).max(16),
  symbol: z.string().min(1).max(16),
  name: z.string().min(1).max(64),
  type: CoinTypeSchema,
  decimals: z.number().int().min(0).max(MAX_COIN_DECIMALS),
  contractAddress: z.string().min(1).max(128).optional(),
  /** A key for the UI's icon set; the UI draws a monogram when it has no file for it. */
  iconKey: z.string().regex(/^[a-z0-9_.-]{1,64}$/),
  /** Added to every new phrase wallet (see DEFAULT_CHAIN_NAMES). */
  isDefault: z.boolean(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

/** A token as written in the data files; the rest of its entry is derived. */
export interface TokenSeed {
  readonly chainName: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly contractAddress: string;
}

import { z } from 'zod';
import { FAMILY_DESCRIPTORS, type FamiliesLocal } from '../chains/families';
import { Loopback } from './loopback';

/** `prices`: market-data stand-ins, CoinMarketCap quotes wire format and CoinGecko simple/price format */
const PricesLocalSchema = z.strictObject({ baseUrl: Loopback.optional(), coingeckoUrl: Loopback.optional() });

/** `exchange`: the THORNode stand-in (test/exchange/thornodeServer.ts) */
const ExchangeLocalSchema = z.strictObject({ thornodeUrl: Loopback.optional() });

/** `nftMedia`: the IPFS and Arweave gateway stand-in NFT media is fetched from (test/nfts/imageServer.ts) */
const NftMediaLocalSchema = z.strictObject({
  ipfsGateway: Loopback.optional(),
  arweaveGateway: Loopback.optional(),
});

const familyShape = Object.fromEntries(
  FAMILY_DESCRIPTORS.map((d) => [d.family, (d.localEndpoints as z.ZodType).optional()]),
);

/**
 * The `local` network profile: chain nodes and explorer stand-ins on this machine, as the
 * tests and a developer's regtest setup run them. Given as JSON in WALLET_LOCAL_ENDPOINTS:
 * one optional key per family of main/chains/families.ts, each checked by that family's own
 * schema, plus `prices`. Unknown keys are refused.
 */
export const LocalEndpointsSchema: z.ZodType<LocalEndpoints> = z.strictObject({
  ...familyShape,
  prices: PricesLocalSchema.optional(),
  exchange: ExchangeLocalSchema.optional(),
  nftMedia: NftMediaLocalSchema.optional(),
}) as unknown as z.ZodType<LocalEndpoints>;

export type LocalEndpoints = FamiliesLocal & {
  prices?: z.infer<typeof PricesLocalSchema>;
  exchange?: z.infer<typeof ExchangeLocalSchema>;
  nftMedia?: z.infer<typeof NftMediaLocalSchema>;
};

export function localEndpointsFromEnv(raw: string | undefined): LocalEndpoints {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('WALLET_LOCAL_ENDPOINTS is not valid JSON');
  }
  const parsed = LocalEndpointsSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(`WALLET_LOCAL_ENDPOINTS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

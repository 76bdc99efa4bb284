import { z } from 'zod';

/**
 * The `local` network profile: chain nodes and explorer stand-ins on this machine, as the
 * tests and a developer's regtest setup run them. Given as JSON in WALLET_LOCAL_ENDPOINTS.
 */
const Loopback = z
  .string()
  .max(200)
  .refine(
    (u) => /^http:\/\/127\.0\.0\.1:\d{1,5}(\/.*)?$/.test(u),
    'local endpoints must be http://127.0.0.1:PORT',
  );

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'not an address');

export const LocalEndpointsSchema = z.strictObject({
  evm: z
    .strictObject({
      rpcUrl: Loopback,
      /** explorer API stand-in (Etherscan wire format) */
      explorerUrl: Loopback.optional(),
      /** ENS contracts deployed on the local node */
      ens: z.strictObject({ registry: Address, universalResolver: Address.optional() }).optional(),
      /** SPACE ID stand-in (SID API wire format) */
      spaceIdUrl: Loopback.optional(),
    })
    .optional(),
  /** per UTXO chain: an Esplora-compatible API over the regtest node */
  utxo: z.record(z.string(), z.strictObject({ esploraUrl: Loopback })).optional(),
  /** market-data stand-ins: CoinMarketCap quotes wire format, CoinGecko simple/price format */
  prices: z.strictObject({ baseUrl: Loopback.optional(), coingeckoUrl: Loopback.optional() }).optional(),
});
export type LocalEndpoints = z.infer<typeof LocalEndpointsSchema>;

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

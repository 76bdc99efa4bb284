import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.cosmos`: per chain of the family, a CometBFT RPC on 127.0.0.1 and the
 * REST services the chain's coin page reads. Cosmos Hub: the indexer (GET
 * /v1/cosmos/accounts/{address}/transactions); without it history comes from the node's tx
 * search. THORChain: Midgard (/v2/balance) and THORNode (/txs, /thorchain/constants).
 */
export const CosmosLocalEndpointsSchema = z.strictObject({
  cosmos: z
    .strictObject({
      rpcUrl: Loopback,
      indexerUrl: Loopback.optional(),
    })
    .optional(),
  thorchain: z
    .strictObject({
      rpcUrl: Loopback,
      midgardUrl: Loopback,
      thornodeUrl: Loopback,
    })
    .optional(),
});
export type CosmosLocalEndpoints = z.infer<typeof CosmosLocalEndpointsSchema>;

/** What the Cosmos family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type CosmosFamilyContext = FamilyContext<CosmosLocalEndpoints, never>;

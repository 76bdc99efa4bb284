import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.aptos`: an Aptos node's REST API (its /v1 base) on 127.0.0.1, and
 * optionally an indexer's GraphQL endpoint (`aptos node run-localnet` serves one on :8090).
 */
export const AptosLocalEndpointsSchema = z.strictObject({
  nodeUrl: Loopback,
  indexerUrl: Loopback.optional(),
});
export type AptosLocalEndpoints = z.infer<typeof AptosLocalEndpointsSchema>;

/** What the Aptos family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type AptosFamilyContext = FamilyContext<AptosLocalEndpoints, never>;

import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.tezos`: a Tezos node's RPC on 127.0.0.1 and a TzKT API for history;
 * `tzktUrl` defaults to `rpcUrl` (the fixture serves both on one port).
 */
export const TezosLocalEndpointsSchema = z.strictObject({
  rpcUrl: Loopback,
  tzktUrl: Loopback.optional(),
});
export type TezosLocalEndpoints = z.infer<typeof TezosLocalEndpointsSchema>;

/** What the Tezos family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type TezosFamilyContext = FamilyContext<TezosLocalEndpoints, never>;

import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.tron`: a java-tron HTTP API on 127.0.0.1. TronGrid serves the node API
 * and its v1 account API on one host, so `gridUrl` defaults to `nodeUrl`; without `scanUrl`
 * validators come from the node's witness list (no names or APR).
 */
export const TronLocalEndpointsSchema = z.strictObject({
  nodeUrl: Loopback,
  /** TronGrid v1 stand-in (/v1/accounts/...) */
  gridUrl: Loopback.optional(),
  /** Tronscan API stand-in (/api/pagewitness, /api/transaction-info) */
  scanUrl: Loopback.optional(),
});
export type TronLocalEndpoints = z.infer<typeof TronLocalEndpointsSchema>;

/** What the Tron family is built from: its part of WALLET_LOCAL_ENDPOINTS and its TronGrid key. */
export type TronFamilyContext = FamilyContext<TronLocalEndpoints, 'trongrid'>;

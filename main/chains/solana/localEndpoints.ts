import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/** `WALLET_LOCAL_ENDPOINTS.solana`: a Solana JSON-RPC node and the two data services, on 127.0.0.1. */
export const SolanaLocalEndpointsSchema = z.strictObject({
  rpcUrl: Loopback,
  /** token-list service stand-in (GET /v1/search, Solana token-list API format) */
  tokenListUrl: Loopback.optional(),
  /** staking-data service stand-in (GET /validators, Stakewiz format) */
  validatorsUrl: Loopback.optional(),
});
export type SolanaLocalEndpoints = z.infer<typeof SolanaLocalEndpointsSchema>;

/** What the Solana family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type SolanaFamilyContext = FamilyContext<SolanaLocalEndpoints, never>;

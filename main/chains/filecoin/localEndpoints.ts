import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.filecoin`: a Lotus JSON-RPC endpoint (…/rpc/v1) and a Filscan-style
 * scan API root (…/api/v1) on 127.0.0.1; the fixture serves both on one port.
 */
export const FilecoinLocalEndpointsSchema = z.strictObject({
  rpcUrl: Loopback,
  scanUrl: Loopback,
});
export type FilecoinLocalEndpoints = z.infer<typeof FilecoinLocalEndpointsSchema>;

/** What the Filecoin family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type FilecoinFamilyContext = FamilyContext<FilecoinLocalEndpoints, never>;

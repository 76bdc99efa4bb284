import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.polkadot`: a Substrate API Sidecar on 127.0.0.1 and, optionally,
 * a Subscan-style scan service (history and transaction status; without it history is empty
 * and a send stays pending).
 */
export const PolkadotLocalEndpointsSchema = z.strictObject({
  sidecarUrl: Loopback,
  scanUrl: Loopback.optional(),
});
export type PolkadotLocalEndpoints = z.infer<typeof PolkadotLocalEndpointsSchema>;

/** What the Polkadot family is built from: its part of WALLET_LOCAL_ENDPOINTS and its Subscan key. */
export type PolkadotFamilyContext = FamilyContext<PolkadotLocalEndpoints, 'subscan'>;

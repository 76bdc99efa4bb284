import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/** `WALLET_LOCAL_ENDPOINTS.stellar`: a Horizon on 127.0.0.1 (a standalone network). */
export const StellarLocalEndpointsSchema = z.strictObject({
  horizonUrl: Loopback,
});
export type StellarLocalEndpoints = z.infer<typeof StellarLocalEndpointsSchema>;

/** What the Stellar family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type StellarFamilyContext = FamilyContext<StellarLocalEndpoints, never>;

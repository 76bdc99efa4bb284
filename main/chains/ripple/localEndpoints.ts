import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/** `WALLET_LOCAL_ENDPOINTS.ripple`: a rippled JSON-RPC endpoint on 127.0.0.1. */
export const RippleLocalEndpointsSchema = z.strictObject({
  rpcUrl: Loopback,
});
export type RippleLocalEndpoints = z.infer<typeof RippleLocalEndpointsSchema>;

/** What the XRP family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type RippleFamilyContext = FamilyContext<RippleLocalEndpoints, never>;

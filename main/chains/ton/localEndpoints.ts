import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/** `WALLET_LOCAL_ENDPOINTS.ton`: a toncenter-compatible API (v2 and v3 under one base) on 127.0.0.1. */
export const TonLocalEndpointsSchema = z.strictObject({
  toncenterUrl: Loopback,
});
export type TonLocalEndpoints = z.infer<typeof TonLocalEndpointsSchema>;

/** What the TON family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type TonFamilyContext = FamilyContext<TonLocalEndpoints, never>;

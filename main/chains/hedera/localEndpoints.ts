import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.hedera`: a mirror node REST API and one consensus node on 127.0.0.1.
 * The node speaks gRPC in plain HTTP/2, so its URL is http://127.0.0.1:PORT; `nodeAccountId`
 * is the node's account (0.0.3 unless said).
 */
export const HederaLocalEndpointsSchema = z.strictObject({
  mirrorUrl: Loopback,
  nodeUrl: Loopback,
  nodeAccountId: z
    .string()
    .regex(/^0\.0\.\d{1,6}$/)
    .optional(),
});
export type HederaLocalEndpoints = z.infer<typeof HederaLocalEndpointsSchema>;

/** What the Hedera family is built from: its part of WALLET_LOCAL_ENDPOINTS; no keyed provider. */
export type HederaFamilyContext = FamilyContext<HederaLocalEndpoints, never>;

import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/**
 * `WALLET_LOCAL_ENDPOINTS.cardano`: a Blockfrost-compatible API (/api/v0 style paths at
 * `blockfrostUrl`) on 127.0.0.1: address, UTXOs, history, protocol parameters, tip, submit.
 */
export const CardanoLocalEndpointsSchema = z.strictObject({
  blockfrostUrl: Loopback,
});
export type CardanoLocalEndpoints = z.infer<typeof CardanoLocalEndpointsSchema>;

/** What the Cardano family is built from: its part of WALLET_LOCAL_ENDPOINTS and its Blockfrost project id. */
export type CardanoFamilyContext = FamilyContext<CardanoLocalEndpoints, 'blockfrost'>;

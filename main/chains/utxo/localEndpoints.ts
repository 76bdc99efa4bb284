import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

/** `WALLET_LOCAL_ENDPOINTS.utxo`: per UTXO chain, an Esplora-compatible API over its regtest node. */
export const UtxoLocalEndpointsSchema = z.record(z.string(), z.strictObject({ esploraUrl: Loopback }));
export type UtxoLocalEndpoints = z.infer<typeof UtxoLocalEndpointsSchema>;

/** What the UTXO family is built from: its part of WALLET_LOCAL_ENDPOINTS and its explorer keys. */
export type UtxoFamilyContext = FamilyContext<
  UtxoLocalEndpoints,
  'blockcypher' | 'blockchair' | 'blockdaemon'
>;

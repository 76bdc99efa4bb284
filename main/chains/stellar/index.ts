/**
 * The Stellar family's descriptor: XLM and assets (CODE:ISSUER) on Horizon, with account
 * creation, trustlines and memos. No keyed provider.
 */
import { FAMILY_CAPABILITIES } from '../../../shared/chains/capabilities';
import { defineFamily } from '../descriptor';
import { StellarLocalEndpointsSchema } from './localEndpoints';
import { createStellarWalletFamily } from './walletFamily';

export const stellarFamily = defineFamily({
  family: 'stellar',
  create: createStellarWalletFamily,
  localEndpoints: StellarLocalEndpointsSchema,
  apiKeys: [],
  capabilities: FAMILY_CAPABILITIES.stellar,
});

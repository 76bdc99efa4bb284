/**
 * The Cardano family's descriptor: ADA at a Shelley base address, read and sent through
 * Blockfrost's REST API (with the user's project id), transactions built with
 * cardano-serialization-lib; native assets as token coins (issue 37).
 */
import { cardanoShared } from '../../../shared/chains/cardano';
import { defineFamily } from '../descriptor';
import { cardanoNodeSlots } from './nodeCheck';
import { CardanoLocalEndpointsSchema } from './localEndpoints';
import { CARDANO_CONFIRM_POLICY } from './constants';

export const cardanoFamily = defineFamily({
  family: 'cardano',
  load: async () => (await import('./walletFamily')).createCardanoWalletFamily,
  traits: { confirmPolicy: CARDANO_CONFIRM_POLICY, calls: ['tokenInfo'] },
  localEndpoints: CardanoLocalEndpointsSchema,
  apiKeys: cardanoShared.apiKeys,
  nodeSlots: cardanoNodeSlots,
});

/**
 * The UTXO family's descriptor: bitcoin, litecoin, dogecoin and bitcoin cash, each over its
 * own explorers (Esplora per chain on the `local` profile), with BlockCypher, Blockchair and
 * Blockdaemon keys for the keyed fallbacks.
 */
import { utxoShared } from '../../../shared/chains/utxo';
import { defineFamily } from '../descriptor';
import { utxoNodeSlots } from './nodeCheck';
import { UtxoLocalEndpointsSchema } from './localEndpoints';

export const utxoFamily = defineFamily({
  family: 'utxo',
  load: async () => (await import('./walletFamily')).createUtxoWalletFamily,
  traits: { usesAccountKey: true, calls: ['replace', 'swaps'] },
  localEndpoints: UtxoLocalEndpointsSchema,
  apiKeys: utxoShared.apiKeys,
  nodeSlots: utxoNodeSlots,
});

import { utxoParams } from '../../../shared/chains/utxo/utxoNetworks';
import { decodeWif } from '../../../shared/chains/utxo/utxoWif';
import type { ChainSigner } from '../types';
import { utxoAccountKey } from './account';
import { utxoSigner } from './derive';
import { signUtxoTransfer } from './transferSigner';

export { utxoSigner } from './derive';

/** Bitcoin, Litecoin, Dogecoin, Bitcoin Cash: derivation, and PSBTs signed against the approved intent. */
export const chainSigner: ChainSigner = {
  family: 'utxo',
  ...utxoSigner,
  sign: signUtxoTransfer,
  accountKey: utxoAccountKey,
  importedKey(text, chain, network) {
    const { privateKey, compressed } = decodeWif(text, utxoParams(chain, network));
    return { curve: 'secp256k1', privateKey, compressed };
  },
};

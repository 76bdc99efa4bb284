/**
 * The real Cardano signer in-process for main's integration tests (main/ may not import
 * signer/): the abandon phrase's keys, signTransfer's generic checks, then
 * signer/chains/cardano's decode, intent check and witness. Returns the signed transaction.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntent } from '../../shared/signer/protocol';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import { loadFamilySigning } from '../../signer/chains/registry';
import { signTransfer } from '../../signer/chains/signing';
import { ABANDON } from './bodies';

// the signer loads a family's signing code on its first request; these tests sign in-process
await loadFamilySigning('cardano');

const keys = phraseKeys(mnemonicToSeedSync(ABANDON), { phrase: ABANDON, passphrase: '' });

export { cardanoAddressAt, cardanoPath } from './bodies';

export function signCardanoWithRealSigner(unsigned: string, intent: SignIntent, path: string): string {
  return signTransfer({
    chainName: 'cardano',
    network: 'regtest',
    unsigned,
    intent,
    activePath: path,
    keys,
    replacing: null,
    history: () => [],
  }).signed;
}

/**
 * Accounts of the abandon phrase on the `local` profile (t1…, m/44'/1'/0'/0/i: testnet coin
 * type), derived by the signer's own code, for tests on main's side (which may not import signer/).
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import { filecoinSigner } from '../../signer/chains/filecoin/derive';

export const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(ABANDON);

export interface FilecoinTestAccount {
  address: string;
  path: string;
}

export function filecoinAccount(i: number): FilecoinTestAccount {
  const [a] = filecoinSigner.deriveBatch(seed, 'filecoin', i, 1, { network: 'regtest' });
  return { address: a!.address, path: a!.path };
}

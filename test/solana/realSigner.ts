/**
 * The real Solana signer in-process for main's integration tests (main/ may not import signer/):
 * the abandon phrase's keys, signTransfer's generic checks, then signer/chains/solana's decode,
 * intent check and ed25519 signature. Returns what the signer process would hand back.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntent } from '../../shared/signer/protocol';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import { loadFamilySigning } from '../../signer/chains/registry';
import { signTransfer } from '../../signer/chains/signing';

// the signer loads a family's signing code on its first request; these tests sign in-process
await loadFamilySigning('solana');

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const keys = phraseKeys(mnemonicToSeedSync(ABANDON));

/** Signs main's unsigned message as account `index` (m/44'/501'/index'/0') of the abandon wallet. */
export function signSolanaWithRealSigner(unsigned: string, intent: SignIntent, index = 0): string {
  return signTransfer({
    chainName: 'solana',
    network: 'regtest',
    unsigned,
    intent,
    activePath: `m/44'/501'/${index}'/0'`,
    keys,
    replacing: null,
    history: () => [],
  }).signed;
}

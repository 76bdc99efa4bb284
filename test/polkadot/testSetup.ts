/**
 * The abandon wallet's Polkadot accounts and an honest intent, shared by the signer's tests.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import type { SignIntentOf } from '../../shared/signer/protocol';
import { phraseKeys } from '../../signer/chains/keys/walletKeys';
import { polkadotSigner } from '../../signer/chains/polkadot/derive';

export const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const seed = mnemonicToSeedSync(PHRASE);
export const walletKeys = phraseKeys(seed, { phrase: PHRASE, passphrase: '' });
export const edPath = (i: number) => `m/44'/354'/${i}'/0'/0'`;
/** regtest addresses (ss58 42), as the local profile shows them */
export const edAddress = (i: number) =>
  polkadotSigner.deriveFromSeed(seed, edPath(i), { network: 'regtest' }).address;
export const srAddress = (path: string) =>
  polkadotSigner.deriveFromSeed(seed, path, { network: 'regtest', scheme: 'sr25519', mnemonic: PHRASE })
    .address;

export type PolkadotIntent = SignIntentOf<'polkadot'>;
export const AMOUNT = 25_000_000_000n;

export const honestIntent = (
  from: string,
  to: string,
  over: Partial<PolkadotIntent> = {},
): PolkadotIntent => ({
  family: 'polkadot',
  kind: 'transfer',
  chainName: 'polkadot',
  from,
  to,
  amount: AMOUNT.toString(10),
  feeCap: '200000000',
  nonce: 0,
  ...over,
});

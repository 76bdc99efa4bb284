import { mnemonicToSeedSync } from '@scure/bip39';
import { InMemorySigner } from '@taquito/signer';
import { describe, expect, it } from 'vitest';
import { tezosSecretKey } from '../../../shared/chains/tezos/validate';
import { tezosSigner } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);

/** Through the chain's own SDK: Taquito's InMemorySigner with the same path. */
async function taquito(path: string): Promise<{ address: string; secretKey: string }> {
  const signer = InMemorySigner.fromMnemonic({
    mnemonic: MNEMONIC,
    derivationPath: path.slice(2),
    curve: 'ed25519',
  });
  return { address: await signer.publicKeyHash(), secretKey: await signer.secretKey() };
}

describe('tezos derivation', () => {
  it('equals Taquito for index 0, 1 and a custom path', async () => {
    for (const path of ["m/44'/1729'/0'/0'", "m/44'/1729'/1'/0'", "m/44'/1729'/3'/2'"]) {
      const account = tezosSigner.deriveFromSeed(seed, path);
      const sdk = await taquito(path);
      expect(account.address).toBe(sdk.address);
      expect(account.address.startsWith('tz1')).toBe(true);
      // Taquito prints the 64-byte secret key form (edsk, 98 characters).
      expect(tezosSigner.addressFromPrivateKey(sdk.secretKey).address).toBe(sdk.address);
    }
  });

  it('imports the 32-byte seed form of edsk as InMemorySigner does', async () => {
    const key = tezosSecretKey(new Uint8Array(32).fill(5));
    expect(key).toHaveLength(54);
    const sdk = await new InMemorySigner(key).publicKeyHash();
    expect(tezosSigner.addressFromPrivateKey(key).address).toBe(sdk);
  });

  it('derives a batch at the default path', () => {
    const batch = tezosSigner.deriveBatch(seed, 'tezos', 0, 2);
    expect(batch.map((a) => a.path)).toEqual(["m/44'/1729'/0'/0'", "m/44'/1729'/1'/0'"]);
    expect(batch[1]?.address).toBe(tezosSigner.deriveFromSeed(seed, "m/44'/1729'/1'/0'").address);
  });

  it('refuses encrypted and non-ed25519 keys', () => {
    expect(() => tezosSigner.addressFromPrivateKey('edesk1abc')).toThrow(/Encrypted/);
    expect(() => tezosSigner.addressFromPrivateKey('spsk2abc')).toThrow(/ed25519/);
  });
});

import { Mnemonic, PrivateKey } from '@hashgraph/sdk';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { hederaSigner } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);

describe('hedera derivation', () => {
  it("equals the SDK's toStandardEd25519PrivateKey for index 0 and 1", async () => {
    const mnemonic = await Mnemonic.fromString(MNEMONIC);
    for (const index of [0, 1]) {
      const sdk = await mnemonic.toStandardEd25519PrivateKey('', index);
      const account = hederaSigner.deriveFromSeed(seed, hederaSigner.defaultPath('hedera', index));
      expect(account.address).toBe(sdk.publicKey.toStringDer());
      expect(account.publicKey).toBe(sdk.publicKey.toStringRaw());
      expect(hederaSigner.addressFromPrivateKey(sdk.toStringDer()).address).toBe(sdk.publicKey.toStringDer());
      expect(hederaSigner.addressFromPrivateKey(sdk.toStringRaw()).address).toBe(sdk.publicKey.toStringDer());
    }
  });

  it('a custom path and a batch equal the SDK deriving from its own master key', async () => {
    // PrivateKey.derive takes a child index and hardens it, as SLIP-10 ed25519 requires.
    let node = await PrivateKey.fromSeedED25519(seed);
    for (const i of [44, 3030, 1, 0, 4]) node = await node.derive(i);
    expect(hederaSigner.deriveFromSeed(seed, "m/44'/3030'/1'/0'/4'").address).toBe(
      node.publicKey.toStringDer(),
    );
    const mnemonic = await Mnemonic.fromString(MNEMONIC);
    const batch = hederaSigner.deriveBatch(seed, 'hedera', 4, 2);
    expect(batch.map((a) => a.path)).toEqual(["m/44'/3030'/0'/0'/4'", "m/44'/3030'/0'/0'/5'"]);
    expect(batch[1]?.address).toBe(
      (await mnemonic.toStandardEd25519PrivateKey('', 5)).publicKey.toStringDer(),
    );
  });

  it('refuses ECDSA keys', () => {
    const ecdsa = PrivateKey.generateECDSA();
    expect(() => hederaSigner.addressFromPrivateKey(ecdsa.toStringDer())).toThrow(/ed25519/);
  });
});

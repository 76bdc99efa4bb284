import { Account, AccountAddress, Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { aptosSigner } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);

describe('aptos derivation', () => {
  it('equals the Aptos SDK Account for index 0, 1 and a custom path', () => {
    for (const path of ["m/44'/637'/0'/0'/0'", "m/44'/637'/1'/0'/0'", "m/44'/637'/2'/0'/7'"]) {
      const sdk = Account.fromDerivationPath({ path, mnemonic: MNEMONIC });
      const account = aptosSigner.deriveFromSeed(seed, path);
      expect(account.address).toBe(sdk.accountAddress.toStringLong());
      expect(`0x${account.publicKey}`).toBe(sdk.publicKey.toString());
    }
  });

  it('imports hex (0x optional) and AIP-80 keys', () => {
    const key = Ed25519PrivateKey.generate();
    const address = AccountAddress.from(
      Account.fromPrivateKey({ privateKey: key }).accountAddress,
    ).toStringLong();
    const hexKey = key.toHexString();
    expect(aptosSigner.addressFromPrivateKey(hexKey).address).toBe(address);
    expect(aptosSigner.addressFromPrivateKey(hexKey.slice(2)).address).toBe(address);
    expect(aptosSigner.addressFromPrivateKey(`ed25519-priv-${hexKey}`).address).toBe(address);
    expect(() => aptosSigner.addressFromPrivateKey(hexKey.slice(0, 40))).toThrow(/32 bytes/);
  });

  it('derives a batch at the default path', () => {
    const batch = aptosSigner.deriveBatch(seed, 'aptos', 1, 2);
    expect(batch.map((a) => a.path)).toEqual(["m/44'/637'/1'/0'/0'", "m/44'/637'/2'/0'/0'"]);
    const sdk = Account.fromDerivationPath({ path: "m/44'/637'/2'/0'/0'", mnemonic: MNEMONIC });
    expect(batch[1]?.address).toBe(sdk.accountAddress.toStringLong());
  });
});

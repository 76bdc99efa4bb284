import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady, mnemonicToMiniSecret } from '@polkadot/util-crypto';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey } from 'micro-key-producer/slip10.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { miniSecretFromMnemonic } from './sr25519';
import { polkadotSigner } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);
const sr = { scheme: 'sr25519', mnemonic: MNEMONIC } as const;

beforeAll(async () => {
  await cryptoWaitReady();
});

describe('polkadot ed25519 (default)', () => {
  it('equals @polkadot/keyring for the SLIP-10 key at index 0, 1 and a custom path', () => {
    const keyring = new Keyring({ type: 'ed25519', ss58Format: 0 });
    for (const path of ["m/44'/354'/0'/0'/0'", "m/44'/354'/1'/0'/0'", "m/44'/354'/0'/0'/9'"]) {
      const pair = keyring.addFromSeed(HDKey.fromMasterSeed(seed).derive(path).privateKey);
      const account = polkadotSigner.deriveFromSeed(seed, path);
      expect(account.address).toBe(pair.address);
      expect(account.address.startsWith('1')).toBe(true);
    }
    expect(polkadotSigner.deriveBatch(seed, 'polkadot', 1, 1)[0]?.path).toBe("m/44'/354'/1'/0'/0'");
  });

  it('imports a hex seed like keyring.addFromSeed', () => {
    const key = new Uint8Array(32).fill(3);
    const pair = new Keyring({ type: 'ed25519', ss58Format: 0 }).addFromSeed(key);
    expect(polkadotSigner.addressFromPrivateKey(`0x${hex.encode(key)}`).address).toBe(pair.address);
    expect(polkadotSigner.addressFromPrivateKey(hex.encode(key), { network: 'testnet' }).address).toBe(
      new Keyring({ type: 'ed25519', ss58Format: 42 }).addFromSeed(key).address,
    );
  });
});

describe('polkadot sr25519 (polkadot.js style)', () => {
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 0 });

  it('computes the mini-secret as util-crypto does', () => {
    expect(hex.encode(miniSecretFromMnemonic(MNEMONIC, 'pw'))).toBe(
      hex.encode(mnemonicToMiniSecret(MNEMONIC, 'pw')),
    );
  });

  it('equals keyring.addFromUri for the root and derived paths', () => {
    for (const path of ['', '//0', '//1', '//polkadot//0/1', '/soft', '//0x1234']) {
      const account = polkadotSigner.deriveFromSeed(seed, path, sr);
      expect(account.address).toBe(keyring.addFromUri(`${MNEMONIC}${path}`).address);
      expect(account.path).toBe(path);
    }
  });

  it('uses the passphrase as polkadot.js does (///password is the URI form)', () => {
    const account = polkadotSigner.deriveFromSeed(seed, '//2', { ...sr, passphrase: 'secret' });
    expect(account.address).toBe(keyring.addFromUri(`${MNEMONIC}//2///secret`).address);
  });

  it('batches the root account then //1, //2 and imports a mini-secret', () => {
    const batch = polkadotSigner.deriveBatch(seed, 'polkadot', 0, 3, sr);
    expect(batch.map((a) => a.path)).toEqual(['', '//1', '//2']);
    expect(batch[2]?.address).toBe(keyring.addFromUri(`${MNEMONIC}//2`).address);
    const mini = mnemonicToMiniSecret(MNEMONIC);
    expect(polkadotSigner.addressFromPrivateKey(hex.encode(mini), { scheme: 'sr25519' }).address).toBe(
      keyring.addFromSeed(mini).address,
    );
  });

  it('needs the phrase and refuses unknown schemes', () => {
    expect(() => polkadotSigner.deriveFromSeed(seed, '', { scheme: 'sr25519' })).toThrow(/recovery phrase/);
    expect(() => polkadotSigner.deriveFromSeed(seed, '', { scheme: 'ecdsa' })).toThrow(/scheme/);
  });
});

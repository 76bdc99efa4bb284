import { randomBytes } from 'node:crypto';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { keyPairFromSeed, mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { Address, WalletContractV4 } from '@ton/ton';
import { HDKey } from 'micro-key-producer/slip10.js';
import { describe, expect, it } from 'vitest';
import { validateAddress } from '../../../shared/chains/ton/validate';
import { tonSigner } from './index';
import { tonWalletAddress } from './tonAddress';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art';
const seed = mnemonicToSeedSync(MNEMONIC);

/** Through the chain's own SDK: @ton/ton's WalletContractV4 for the key at `path`. */
function sdkAddress(path: string, testOnly = false): string {
  const kp = keyPairFromSeed(Buffer.from(HDKey.fromMasterSeed(seed).derive(path).privateKey));
  const wallet = WalletContractV4.create({ workchain: 0, publicKey: kp.publicKey });
  return wallet.address.toString({ bounceable: false, urlSafe: true, testOnly });
}

describe('ton derivation (BIP39 phrase)', () => {
  it('equals @ton/ton WalletContractV4 for index 0, 1 and a custom path', () => {
    for (const path of ["m/44'/607'/0'", "m/44'/607'/1'", "m/44'/607'/0'/0'/3'"]) {
      const account = tonSigner.deriveFromSeed(seed, path);
      expect(account.address).toBe(sdkAddress(path));
      expect(account.address.startsWith('UQ')).toBe(true);
      expect(Address.parseFriendly(account.address).isBounceable).toBe(false);
      expect(validateAddress('ton', account.address)).toEqual({ valid: true });
    }
  });

  it('gives test-only addresses on testnet and a batch at the default path', () => {
    expect(tonSigner.deriveFromSeed(seed, "m/44'/607'/0'", { network: 'testnet' }).address).toBe(
      sdkAddress("m/44'/607'/0'", true),
    );
    const batch = tonSigner.deriveBatch(seed, 'ton', 0, 2);
    expect(batch.map((a) => a.address)).toEqual([sdkAddress("m/44'/607'/0'"), sdkAddress("m/44'/607'/1'")]);
  });

  it('builds the same address as WalletContractV4 for 20 random keys, twice each', () => {
    for (let k = 0; k < 20; k++) {
      const publicKey = keyPairFromSeed(Buffer.from(randomBytes(32))).publicKey;
      const sdk = WalletContractV4.create({ workchain: 0, publicKey }).address;
      for (const testOnly of [false, true])
        expect(tonWalletAddress(publicKey, testOnly ? 'testnet' : 'mainnet')).toBe(
          sdk.toString({ bounceable: false, urlSafe: true, testOnly }),
        );
    }
  });

  it('imports a hex seed and the 64-byte secret key of @ton/crypto', () => {
    const kp = keyPairFromSeed(Buffer.alloc(32, 4));
    const expected = WalletContractV4.create({ workchain: 0, publicKey: kp.publicKey }).address.toString({
      bounceable: false,
    });
    expect(tonSigner.addressFromPrivateKey(hex.encode(kp.secretKey.subarray(0, 32))).address).toBe(expected);
    expect(tonSigner.addressFromPrivateKey(`0x${hex.encode(kp.secretKey)}`).address).toBe(expected);
  });
});

describe('ton-native phrase', () => {
  it('equals mnemonicToPrivateKey + WalletContractV4 and refuses a BIP39 phrase', async () => {
    const words = await mnemonicNew(24);
    const kp = await mnemonicToPrivateKey(words);
    const expected = WalletContractV4.create({ workchain: 0, publicKey: kp.publicKey }).address.toString({
      bounceable: false,
    });
    expect(await tonSigner.isTonNativeMnemonic(words.join(' '))).toBe(true);
    const account = await tonSigner.deriveFromTonMnemonic(words.join(' '));
    expect(account).toEqual({
      address: expected,
      publicKey: kp.publicKey.toString('hex'),
      path: 'ton-native',
    });
    expect(await tonSigner.isTonNativeMnemonic(MNEMONIC)).toBe(false);
    await expect(tonSigner.deriveFromTonMnemonic(MNEMONIC)).rejects.toThrow(/TON recovery phrase/);
  });
});

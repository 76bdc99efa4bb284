import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { Keypair } from '@solana/web3.js';
import { HDKey } from 'micro-key-producer/slip10.js';
import { describe, expect, it } from 'vitest';
import { validateAddress } from '../../../shared/chains/solana/validate';
import { solanaSigner, SOLANA_SHORT_PATH } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);
/** Through the chain's own SDK: web3.js Keypair from the SLIP-10 key. */
const sdkAddress = (path: string) =>
  Keypair.fromSeed(HDKey.fromMasterSeed(seed).derive(path).privateKey).publicKey.toBase58();

describe('solana derivation', () => {
  it('matches the address Phantom and Solflare show for the abandon phrase', () => {
    // Published for this phrase at m/44'/501'/0'/0' in many wallet test suites.
    expect(solanaSigner.deriveFromSeed(seed, "m/44'/501'/0'/0'").address).toBe(
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    );
  });

  it('equals @solana/web3.js for index 0, 1 and a custom path', () => {
    for (const path of [
      "m/44'/501'/0'/0'",
      "m/44'/501'/1'/0'",
      "m/44'/501'/7'/3'",
      SOLANA_SHORT_PATH.replace('{i}', '2'),
    ]) {
      const account = solanaSigner.deriveFromSeed(seed, path);
      expect(account.address).toBe(sdkAddress(path));
      expect(account.path).toBe(path);
      expect(validateAddress('solana', account.address)).toEqual({ valid: true });
    }
  });

  it('derives a batch equal to single derivations at the default path', () => {
    const batch = solanaSigner.deriveBatch(seed, 'solana', 3, 4);
    expect(batch.map((a) => a.path)).toEqual([3, 4, 5, 6].map((i) => `m/44'/501'/${i}'/0'`));
    for (const a of batch) expect(a.address).toBe(sdkAddress(a.path));
    expect(solanaSigner.defaultPath('solana', 9)).toBe("m/44'/501'/9'/0'");
  });

  it('imports a base58 secret key, a base58 seed and a keypair file like web3.js', () => {
    const kp = Keypair.fromSeed(new Uint8Array(32).fill(9));
    const address = kp.publicKey.toBase58();
    expect(solanaSigner.addressFromPrivateKey(base58.encode(kp.secretKey)).address).toBe(address);
    expect(solanaSigner.addressFromPrivateKey(base58.encode(kp.secretKey.slice(0, 32))).address).toBe(
      address,
    );
    expect(solanaSigner.addressFromPrivateKey(JSON.stringify([...kp.secretKey])).address).toBe(address);
  });

  it('refuses a secret key whose public half belongs to another key, and other chains', () => {
    const bad = new Uint8Array(64).fill(9);
    bad.set(ed25519.getPublicKey(new Uint8Array(32).fill(8)), 32);
    expect(() => solanaSigner.addressFromPrivateKey(base58.encode(bad))).toThrow(/does not match/);
    expect(() => solanaSigner.deriveFromSeed(seed, "m/44'/501'/0'/0'", { chain: 'ethereum' })).toThrow(
      /Unsupported/,
    );
  });
});

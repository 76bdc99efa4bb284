import { CoinType, newSecp256k1Address } from '@glif/filecoin-address';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex, utf8 } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { BIP32Factory } from 'bip32';
import * as ecc from 'tiny-secp256k1';
import { describe, expect, it } from 'vitest';
import { filecoinSigner } from './index';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const root = BIP32Factory(ecc).fromSeed(Buffer.from(seed));
const glif = (path: string, coin: CoinType) =>
  newSecp256k1Address(
    secp256k1.Point.fromBytes(root.derivePath(path).publicKey).toBytes(false),
    coin,
  ).toString();

describe('filecoinSigner against @glif/filecoin-address (keys from bitcoinjs bip32)', () => {
  it('mainnet f1: indexes 0 and 1 and a custom path', () => {
    const accounts = [
      ...filecoinSigner.deriveBatch(seed, 'filecoin', 0, 2),
      filecoinSigner.deriveFromSeed(seed, "m/44'/461'/1'/0/2"),
    ];
    expect(accounts.map((a) => a.path)).toEqual([
      "m/44'/461'/0'/0/0",
      "m/44'/461'/0'/0/1",
      "m/44'/461'/1'/0/2",
    ]);
    for (const a of accounts) expect(a.address).toBe(glif(a.path, CoinType.MAIN));
  });

  it('testnet t1 uses coin type 1', () => {
    const [a] = filecoinSigner.deriveBatch(seed, 'filecoin', 0, 1, { network: 'testnet' });
    expect(a?.path).toBe("m/44'/1'/0'/0/0");
    expect(a?.address).toBe(glif("m/44'/1'/0'/0/0", CoinType.TEST));
  });

  it('imports Lotus exports, hex and base64 keys', () => {
    const key = root.derivePath("m/44'/461'/0'/0/0").privateKey!;
    const expected = glif("m/44'/461'/0'/0/0", CoinType.MAIN);
    const lotus = hex.encode(
      utf8.decode(JSON.stringify({ Type: 'secp256k1', PrivateKey: base64.encode(key) })),
    );
    for (const k of [lotus, hex.encode(key), base64.encode(key)])
      expect(filecoinSigner.addressFromPrivateKey(k).address).toBe(expected);
    const bls = hex.encode(utf8.decode(JSON.stringify({ Type: 'bls', PrivateKey: base64.encode(key) })));
    expect(() => filecoinSigner.addressFromPrivateKey(bls)).toThrow(/secp256k1/);
  });
});

import { mnemonicToSeedSync } from '@scure/bip39';
import bchaddr from 'bchaddrjs';
import { BIP32Factory } from 'bip32';
import { initEccLib, networks, payments, type Network } from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import * as ecc from 'tiny-secp256k1';
import { describe, expect, it } from 'vitest';
import { utxoSigner } from './index';
import published from './vectors/bip84-49-86.json';

initEccLib(ecc);
const bip32 = BIP32Factory(ecc);
const ECPair = ECPairFactory(ecc);
const seed = mnemonicToSeedSync(published.mnemonic);
const root = bip32.fromSeed(Buffer.from(seed));

const LTC: Network = {
  ...networks.bitcoin,
  messagePrefix: '\x19Litecoin Signed Message:\n',
  bech32: 'ltc',
  pubKeyHash: 0x30,
  scriptHash: 0x32,
  wif: 0xb0,
};
const LTC_REGTEST: Network = {
  ...networks.regtest,
  bech32: 'rltc',
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  wif: 0xef,
};
const DOGE: Network = {
  ...networks.bitcoin,
  messagePrefix: '\x19Dogecoin Signed Message:\n',
  pubKeyHash: 0x1e,
  scriptHash: 0x16,
  wif: 0x9e,
};

type Scheme = 'native' | 'nested' | 'legacy' | 'taproot';
function bitcoinjsAddress(path: string, scheme: Scheme, network: Network): string | undefined {
  const pubkey = root.derivePath(path).publicKey;
  if (scheme === 'native') return payments.p2wpkh({ pubkey, network }).address;
  if (scheme === 'nested')
    return payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network }).address;
  if (scheme === 'legacy') return payments.p2pkh({ pubkey, network }).address;
  return payments.p2tr({ internalPubkey: pubkey.subarray(1), network }).address;
}

describe('utxoSigner against published BIP84/49/86 vectors', () => {
  it.each(published.vectors)('$path $address', (v) => {
    const opts = { chain: v.chain, scheme: v.scheme, network: v.network as 'mainnet' | 'testnet' };
    const ours = utxoSigner.deriveFromSeed(seed, v.path, opts);
    expect(ours.address).toBe(v.address);
    if (v.publicKey) expect(ours.publicKey).toBe(v.publicKey);
    if (v.wif) expect(utxoSigner.addressFromPrivateKey(v.wif, opts).address).toBe(v.address);
  });
});

describe('utxoSigner against bitcoinjs-lib (+ bip32, tiny-secp256k1)', () => {
  const cases: [string, Scheme, 'mainnet' | 'testnet' | 'regtest', Network][] = [
    ['bitcoin', 'native', 'mainnet', networks.bitcoin],
    ['bitcoin', 'nested', 'mainnet', networks.bitcoin],
    ['bitcoin', 'legacy', 'mainnet', networks.bitcoin],
    ['bitcoin', 'taproot', 'mainnet', networks.bitcoin],
    ['bitcoin', 'native', 'regtest', networks.regtest],
    ['bitcoin', 'taproot', 'testnet', networks.testnet],
    ['litecoin', 'native', 'mainnet', LTC],
    ['litecoin', 'nested', 'mainnet', LTC],
    ['litecoin', 'legacy', 'mainnet', LTC],
    ['litecoin', 'native', 'regtest', LTC_REGTEST],
    ['dogecoin', 'legacy', 'mainnet', DOGE],
  ];
  it.each(cases)(
    '%s %s %s: indexes 0, 1, a custom path and the key import',
    (chain, scheme, network, net) => {
      const batch = utxoSigner.deriveBatch(seed, chain, 0, 2, { scheme, network });
      const custom = "m/0'/5/9";
      for (const a of [...batch, utxoSigner.deriveFromSeed(seed, custom, { chain, scheme, network })]) {
        expect(a.address).toBe(bitcoinjsAddress(a.path, scheme, net));
        const wif = ECPair.fromPrivateKey(root.derivePath(a.path).privateKey!, { network: net }).toWIF();
        expect(utxoSigner.addressFromPrivateKey(wif, { chain, scheme, network }).address).toBe(a.address);
      }
    },
  );

  it('bitcoin cash legacy addresses are cashaddr, equal to bchaddrjs', () => {
    for (const a of [
      ...utxoSigner.deriveBatch(seed, 'bitcoin_cash', 0, 2),
      utxoSigner.deriveFromSeed(seed, "m/44'/145'/1'/0/3", { chain: 'bitcoin_cash' }),
    ]) {
      const legacy = bitcoinjsAddress(a.path, 'legacy', networks.bitcoin)!;
      expect(a.address).toBe(bchaddr.toCashAddress(legacy));
      const wif = ECPair.fromPrivateKey(root.derivePath(a.path).privateKey!).toWIF();
      expect(utxoSigner.addressFromPrivateKey(wif, { chain: 'bitcoin_cash' }).address).toBe(a.address);
    }
  });

  it('uses the purpose of the scheme, coin type 1 off mainnet, and the path purpose when no scheme is given', () => {
    expect(utxoSigner.defaultPath('bitcoin', 0)).toBe("m/84'/0'/0'/0/0");
    expect(utxoSigner.defaultPath('bitcoin', 2, { scheme: 'taproot' })).toBe("m/86'/0'/0'/0/2");
    expect(utxoSigner.defaultPath('litecoin', 0, { network: 'regtest' })).toBe("m/84'/1'/0'/0/0");
    expect(utxoSigner.defaultPath('dogecoin', 0)).toBe("m/44'/3'/0'/0/0");
    expect(utxoSigner.deriveFromSeed(seed, "m/49'/0'/0'/0/0", { chain: 'bitcoin' }).address).toMatch(/^3/);
  });

  it('refuses schemes a chain lacks, WIFs of another network and a missing chain', () => {
    expect(() => utxoSigner.deriveBatch(seed, 'dogecoin', 0, 1, { scheme: 'native' })).toThrow(/scheme/);
    expect(() => utxoSigner.deriveBatch(seed, 'litecoin', 0, 1, { scheme: 'taproot' })).toThrow(/scheme/);
    const btcWif = published.vectors[0]!.wif!;
    expect(() => utxoSigner.addressFromPrivateKey(btcWif, { chain: 'litecoin' })).toThrow(/another network/);
    expect(() => utxoSigner.addressFromPrivateKey(btcWif)).toThrow(/chain is required/);
  });

  it('an uncompressed WIF gives its P2PKH address only', () => {
    const key = ECPair.fromPrivateKey(root.derivePath("m/44'/0'/0'/0/0").privateKey!, { compressed: false });
    const expected = payments.p2pkh({ pubkey: key.publicKey }).address;
    expect(utxoSigner.addressFromPrivateKey(key.toWIF(), { chain: 'bitcoin' }).address).toBe(expected);
    expect(() =>
      utxoSigner.addressFromPrivateKey(key.toWIF(), { chain: 'bitcoin', scheme: 'native' }),
    ).toThrow(/compressed/);
  });
});

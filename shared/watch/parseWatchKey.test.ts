import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { parseWatchKey } from './parseWatchKey';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);

/** The account key at `path` written with the given version bytes (public and private). */
const accountKey = (path: string, pub: number, priv = 0x0488ade4) => {
  const node = HDKey.fromMasterSeed(seed, { public: pub, private: priv }).derive(path);
  return { pub: node.publicExtendedKey, prv: node.privateExtendedKey };
};

describe('parseWatchKey: Bitcoin-family extended public keys', () => {
  it('takes the published BIP84 account zpub (abandon … about) as native segwit at m/84h/0h/0h', () => {
    const zpub =
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    expect(accountKey("m/84'/0'/0'", 0x04b24746).pub).toBe(zpub);
    expect(parseWatchKey('bitcoin', zpub, 'mainnet')).toEqual({
      kind: 'xpub',
      xpub: zpub,
      scheme: 'native',
      path: "m/84'/0'/0'",
    });
  });

  it('reads the address type from the version: ypub nested, xpub legacy on Bitcoin', () => {
    const ypub = accountKey("m/49'/0'/0'", 0x049d7cb2).pub;
    expect(ypub.startsWith('ypub')).toBe(true);
    expect(parseWatchKey('bitcoin', ypub, 'mainnet')).toMatchObject({
      scheme: 'nested',
      path: "m/49'/0'/0'",
    });
    const xpub = accountKey("m/44'/0'/3'", 0x0488b21e).pub;
    expect(parseWatchKey('bitcoin', xpub, 'mainnet')).toMatchObject({
      scheme: 'legacy',
      path: "m/44'/0'/3'",
    });
  });

  it("takes Litecoin's Ltub, Mtub and zpub, and a vpub on regtest", () => {
    const ltub = accountKey("m/44'/2'/0'", 0x019da462).pub;
    const mtub = accountKey("m/49'/2'/0'", 0x01b26ef6).pub;
    const zpub = accountKey("m/84'/2'/0'", 0x04b24746).pub;
    expect([ltub.slice(0, 4), mtub.slice(0, 4), zpub.slice(0, 4)]).toEqual(['Ltub', 'Mtub', 'zpub']);
    expect(parseWatchKey('litecoin', ltub, 'mainnet')).toMatchObject({
      scheme: 'legacy',
      path: "m/44'/2'/0'",
    });
    expect(parseWatchKey('litecoin', mtub, 'mainnet')).toMatchObject({
      scheme: 'nested',
      path: "m/49'/2'/0'",
    });
    expect(parseWatchKey('litecoin', zpub, 'mainnet')).toMatchObject({
      scheme: 'native',
      path: "m/84'/2'/0'",
    });
    const vpub = accountKey("m/84'/1'/0'", 0x045f1cf6).pub;
    expect(vpub.startsWith('vpub')).toBe(true);
    expect(parseWatchKey('litecoin', ` ${vpub}\n`, 'regtest')).toEqual({
      kind: 'xpub',
      xpub: vpub,
      scheme: 'native',
      path: "m/84'/1'/0'",
    });
  });

  it("takes Dogecoin's dgub and refuses a zpub there (Dogecoin has no segwit)", () => {
    const dgub = accountKey("m/44'/3'/0'", 0x02facafd).pub;
    expect(dgub.startsWith('dgub')).toBe(true);
    expect(parseWatchKey('dogecoin', dgub, 'mainnet')).toMatchObject({
      scheme: 'legacy',
      path: "m/44'/3'/0'",
    });
    const zpub = accountKey("m/84'/3'/0'", 0x04b24746).pub;
    expect(() => parseWatchKey('dogecoin', zpub, 'mainnet')).toThrow(
      /not an extended public key for Dogecoin/,
    );
  });

  it('refuses a key of the other network, both ways', () => {
    const zpub = accountKey("m/84'/2'/0'", 0x04b24746).pub;
    expect(() => parseWatchKey('litecoin', zpub, 'regtest')).toThrow(
      /zpub is for mainnet; this wallet runs on regtest/,
    );
    const vpub = accountKey("m/84'/1'/0'", 0x045f1cf6).pub;
    expect(() => parseWatchKey('bitcoin', vpub, 'mainnet')).toThrow(/vpub is for a test network/);
  });

  it('refuses extended private keys, WIF keys, phrases, single addresses and non-account depths', () => {
    const zprv = accountKey("m/84'/0'/0'", 0x04b24746, 0x04b2430c).prv;
    expect(zprv.startsWith('zprv')).toBe(true);
    expect(() => parseWatchKey('bitcoin', zprv, 'mainnet')).toThrow(
      /extended PRIVATE key.*Nothing was saved/,
    );
    const xprv = accountKey("m/44'/0'/0'", 0x0488b21e).prv;
    expect(() => parseWatchKey('bitcoin', xprv, 'mainnet')).toThrow(/PRIVATE/);
    // the BIP32/WIF private key of the first published test vector
    expect(() =>
      parseWatchKey('bitcoin', 'L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ', 'mainnet'),
    ).toThrow(/This is a private key/);
    expect(() => parseWatchKey('litecoin', PHRASE, 'mainnet')).toThrow(/recovery phrase/);
    expect(() => parseWatchKey('bitcoin', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'mainnet')).toThrow(
      /This is one address/,
    );
    const master = HDKey.fromMasterSeed(seed, { public: 0x04b24746, private: 0x04b2430c }).publicExtendedKey;
    expect(() => parseWatchKey('bitcoin', master, 'mainnet')).toThrow(/account's extended public key/);
    const zpub = accountKey("m/84'/0'/0'", 0x04b24746).pub;
    const broken = zpub.slice(0, -1) + (zpub.endsWith('s') ? 't' : 's');
    expect(() => parseWatchKey('bitcoin', broken, 'mainnet')).toThrow(/not a valid extended public key/);
    expect(() => parseWatchKey('bitcoin', '', 'mainnet')).toThrow(/Paste/);
  });
});

describe('parseWatchKey: account chains take an address', () => {
  it('takes a valid address and refuses a private key, a phrase and a wrong address', () => {
    const address = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
    expect(parseWatchKey('ethereum', address, 'mainnet')).toEqual({ kind: 'address', address });
    expect(() =>
      parseWatchKey(
        'ethereum',
        '1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727',
        'mainnet',
      ),
    ).toThrow(/This is a private key/);
    expect(() => parseWatchKey('ethereum', PHRASE, 'mainnet')).toThrow(/recovery phrase/);
    expect(() => parseWatchKey('ethereum', '0x9858EfFD232B4033E47d90003D41EC34EcaEda9', 'mainnet')).toThrow(
      /not a valid Ethereum address/,
    );
  });
});

import { bech32 } from '@scure/base';
import { mnemonicToEntropy, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { validateAddress } from '../../../shared/chains/cardano/validate';
import { CSL } from './csl';
import { cardanoSigner } from './index';

/**
 * CIP-19 test vectors (payment key m/1852'/1815'/0'/0/0 of this phrase; their stake key is
 * another one): https://github.com/cardano-foundation/CIPs/blob/master/CIP-0019/README.md#test-vectors
 */
const CIP19 = {
  mnemonic: 'test walk nut penalty hip pave soap entry language right filter choice',
  enterprise: 'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8',
  enterpriseTestnet: 'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz',
};
/** CIP-11 staking key vector (m/1852'/1815'/0'/2/0): https://github.com/cardano-foundation/CIPs/blob/master/CIP-0011/README.md#test-vectors */
const CIP11 = {
  mnemonic: 'prevent company field green slot measure chief hero apple task eagle sunset endorse dress seed',
  reward: 'stake1uy8ykk8dzmeqxm05znz65nhr80m0k3gxnjvdngf8azh6sjc6hyh36',
};
const bytesOf = (address: string) =>
  bech32.fromWords(bech32.decode(address as `${string}1${string}`, false).words);
const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const H = 0x80000000;
const seed = mnemonicToSeedSync(CIP19.mnemonic);
const opts = { mnemonic: CIP19.mnemonic };

/** The account key through CSL's own calls, independent of the signer's code path. */
function cslAccount(mnemonic: string, account: number, passphrase = ''): CSL.Bip32PrivateKey {
  const root = CSL.Bip32PrivateKey.from_bip39_entropy(
    mnemonicToEntropy(mnemonic, wordlist),
    new TextEncoder().encode(passphrase),
  );
  return root
    .derive(H + 1852)
    .derive(H + 1815)
    .derive(H + account);
}

function cslBase(mnemonic: string, account: number, passphrase = ''): string {
  const acct = cslAccount(mnemonic, account, passphrase);
  const payment = CSL.Credential.from_keyhash(acct.derive(0).derive(0).to_public().to_raw_key().hash());
  const stake = CSL.Credential.from_keyhash(acct.derive(2).derive(0).to_public().to_raw_key().hash());
  return CSL.BaseAddress.new(1, payment, stake).to_address().to_bech32(undefined);
}

describe('cardano derivation', () => {
  it('puts the CIP-19 payment key and the CIP-11 staking key into the base address', () => {
    const account = cardanoSigner.deriveFromSeed(seed, "m/1852'/1815'/0'/0/0", opts);
    expect(account.address.startsWith('addr1q')).toBe(true);
    expect(hexOf(bytesOf(account.address).subarray(1, 29))).toBe(
      hexOf(bytesOf(CIP19.enterprise).subarray(1)),
    );
    const testnet = cardanoSigner.deriveFromSeed(seed, "m/1852'/1815'/0'/0/0", {
      ...opts,
      network: 'testnet',
    });
    expect(testnet.address.startsWith('addr_test1q')).toBe(true);
    expect(hexOf(bytesOf(testnet.address).subarray(1, 29))).toBe(
      hexOf(bytesOf(CIP19.enterpriseTestnet).subarray(1)),
    );
    const staking = cardanoSigner.deriveFromSeed(mnemonicToSeedSync(CIP11.mnemonic), "m/1852'/1815'/0'/0/0", {
      mnemonic: CIP11.mnemonic,
    });
    expect(hexOf(bytesOf(staking.address).subarray(29))).toBe(hexOf(bytesOf(CIP11.reward).subarray(1)));
    expect(validateAddress('cardano', account.address)).toEqual({ valid: true });
  });

  it('gives the published first address of the abandon phrase', () => {
    // Also used as m/1852'/1815'/0'/0/0 of this phrase (xfp 73c5da0a) in Keystone's UR fixtures.
    const account = cardanoSigner.deriveFromSeed(mnemonicToSeedSync(ABANDON), "m/1852'/1815'/0'/0/0", {
      mnemonic: ABANDON,
    });
    expect(account.address).toBe(
      'addr1qy8ac7qqy0vtulyl7wntmsxc6wex80gvcyjy33qffrhm7sh927ysx5sftuw0dlft05dz3c7revpf7jx0xnlcjz3g69mq4afdhv',
    );
  });

  it('equals CSL for index 0, 1, a custom path and a passphrase', () => {
    const abandon = mnemonicToSeedSync(ABANDON);
    const batch = cardanoSigner.deriveBatch(abandon, 'cardano', 0, 2, { mnemonic: ABANDON });
    expect(batch.map((a) => a.path)).toEqual(["m/1852'/1815'/0'/0/0", "m/1852'/1815'/1'/0/0"]);
    expect(batch.map((a) => a.address)).toEqual([cslBase(ABANDON, 0), cslBase(ABANDON, 1)]);
    expect(
      cardanoSigner.deriveFromSeed(abandon, "m/1852'/1815'/3'/0/0", { mnemonic: ABANDON, passphrase: 'x' })
        .address,
    ).toBe(cslBase(ABANDON, 3, 'x'));
    const change = cardanoSigner.deriveFromSeed(abandon, "m/1852'/1815'/0'/1/4", { mnemonic: ABANDON });
    const acct = cslAccount(ABANDON, 0);
    const expected = CSL.BaseAddress.new(
      1,
      CSL.Credential.from_keyhash(acct.derive(1).derive(4).to_public().to_raw_key().hash()),
      CSL.Credential.from_keyhash(acct.derive(2).derive(0).to_public().to_raw_key().hash()),
    );
    expect(change.address).toBe(expected.to_address().to_bech32(undefined));
  });

  it('imports an ed25519e_sk payment key as the CIP-19 enterprise address', () => {
    const key = cslAccount(CIP19.mnemonic, 0).derive(0).derive(0).to_raw_key().to_bech32();
    expect(key.startsWith('ed25519e_sk1')).toBe(true);
    expect(cardanoSigner.addressFromPrivateKey(key).address).toBe(CIP19.enterprise);
    expect(cardanoSigner.addressFromPrivateKey(key, { network: 'testnet' }).address).toBe(
      CIP19.enterpriseTestnet,
    );
  });

  it('imports an acct_xsk account key as the base address of its first payment key', () => {
    const words = bech32.toWords(cslAccount(CIP19.mnemonic, 0).as_bytes());
    const expected = cardanoSigner.deriveFromSeed(seed, "m/1852'/1815'/0'/0/0", opts).address;
    expect(cardanoSigner.addressFromPrivateKey(bech32.encode('acct_xsk', words, false)).address).toBe(
      expected,
    );
  });

  it('refuses paths outside CIP-1852 and a missing phrase', () => {
    expect(() => cardanoSigner.deriveFromSeed(seed, "m/44'/1815'/0'/0/0", opts)).toThrow(/Cardano paths/);
    expect(() => cardanoSigner.deriveFromSeed(seed, "m/1852'/1815'/0'/0/0")).toThrow(/recovery phrase/);
    expect(() => cardanoSigner.addressFromPrivateKey('xprv1abc')).toThrow();
  });
});

describe('cardano derivation with a session root cache', () => {
  it('derives the same addresses from the cached Icarus root, computing it once', () => {
    const store = new Map<string, Uint8Array>();
    let computed = 0;
    const roots = {
      get(name: string, compute: () => Uint8Array) {
        let r = store.get(name);
        if (!r) {
          computed++;
          store.set(name, (r = compute()));
        }
        return r;
      },
    };
    const cached = { ...opts, passphrase: 'extra', roots };
    const plain = { ...opts, passphrase: 'extra' };
    for (const path of ["m/1852'/1815'/0'/0/0", "m/1852'/1815'/3'/0/0", "m/1852'/1815'/0'/1/7"])
      expect(cardanoSigner.deriveFromSeed(seed, path, cached)).toEqual(
        cardanoSigner.deriveFromSeed(seed, path, plain),
      );
    expect(cardanoSigner.deriveBatch(seed, 'cardano', 0, 3, cached)).toEqual(
      cardanoSigner.deriveBatch(seed, 'cardano', 0, 3, plain),
    );
    expect(computed).toBe(1);
    // the cached bytes are the master key CSL makes from the entropy and passphrase
    const master = CSL.Bip32PrivateKey.from_bip39_entropy(
      mnemonicToEntropy(CIP19.mnemonic, wordlist),
      new TextEncoder().encode('extra'),
    );
    expect(hexOf(store.get('cardano:icarus') as Uint8Array)).toBe(hexOf(master.as_bytes()));
  });
});

// The Tezos signer against the chain's own libraries: Taquito's forger builds the operation,
// Taquito's InMemorySigner signs the same bytes with the same key (ed25519 is deterministic, so
// the signatures must be equal byte for byte), @taquito/utils verifies it and names the hash.
import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { InMemorySigner } from '@taquito/signer';
import { b58Encode, encodeOpHash, PrefixV2, verifySignature } from '@taquito/utils';
import { describe, expect, it } from 'vitest';
import { tezosSecretKey } from '../../../shared/chains/tezos/validate';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { forge, reveal, transaction } from '../../../test/tezos/forgeOps';
import { JournalDetailSchema } from '../../journal/journalEntry';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { chainSigner, tezosSigner } from './index';
import { GENERIC_WATERMARK, tezosSigningDigest } from './transferSigner';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/1729'/0'/0'";
const account = (i: number) => tezosSigner.deriveFromSeed(seed, `m/44'/1729'/${i}'/0'`);
const ME = account(0).address;
const BOB = account(1).address;
const edpk = (hexKey: string) => b58Encode(hex.decode(hexKey), PrefixV2.Ed25519PublicKey);
const MY_PK = edpk(account(0).publicKey);

const intent = (over: Partial<SignIntentOf<'tezos'>> = {}): SignIntentOf<'tezos'> => ({
  family: 'tezos',
  kind: 'transfer',
  chainName: 'tezos',
  from: ME,
  to: BOB,
  amount: '2500000',
  feeCap: '70000',
  counter: '8',
  ...over,
});

const sign = (
  unsigned: string,
  approved: SignIntentOf<'tezos'>,
  keys: Keys = phraseKeys(seed),
  /** null: the call names no path, as main's call for an imported key does */
  path: string | null = PATH,
) =>
  signTransfer({
    chainName: 'tezos',
    network: 'mainnet',
    unsigned,
    intent: approved,
    ...(path !== null ? { activePath: path } : {}),
    keys,
    replacing: null,
    history: () => [],
  });

const firstSend = () =>
  forge([
    reveal({ source: ME, counter: 7, fee: 300, publicKey: MY_PK }),
    transaction({ source: ME, counter: 8, destination: BOB, amount: 2_500_000, fee: 400, storageLimit: 257 }),
  ]);

describe('tezos signing', () => {
  it('signs blake2b(0x03 ‖ bytes) exactly as Taquito’s InMemorySigner does, and the hash is the op hash', async () => {
    const unsigned = firstSend();
    const out = sign(unsigned, intent({ reveal: true }));
    expect(out.signed.startsWith(unsigned)).toBe(true);
    const sig = out.signed.slice(unsigned.length);
    expect(sig).toHaveLength(128);

    const sdk = await InMemorySigner.fromMnemonic({
      mnemonic: PHRASE,
      derivationPath: PATH.slice(2),
      curve: 'ed25519',
    }).sign(unsigned, new Uint8Array([GENERIC_WATERMARK]));
    expect(sdk.sbytes).toBe(out.signed);
    expect(verifySignature(unsigned, MY_PK, sdk.prefixSig, new Uint8Array([3]))).toBe(true);
    // the digest is the watermark's: the same bytes under another watermark do not verify
    expect(verifySignature(unsigned, MY_PK, sdk.prefixSig, new Uint8Array([1]))).toBe(false);
    expect(hex.encode(tezosSigningDigest(hex.decode(unsigned)))).toBe(
      hex.encode(blake2b(hex.decode(`03${unsigned}`), { dkLen: 32 })),
    );

    expect(out.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(out.hash).toBe(hex.encode(blake2b(hex.decode(out.signed), { dkLen: 32 })));
    // fees 300 + 400 and 257 bytes of storage at 250 mutez
    expect(out.fee).toBe(700n + 257n * 250n);
    const detail = JournalDetailSchema.parse(out.detail);
    expect(detail).toMatchObject({
      family: 'tezos',
      from: ME,
      fee: String(700 + 257 * 250),
      counter: '8',
      reveal: true,
      gasLimit: '1100',
      storageLimit: '257',
      opHash: encodeOpHash(out.signed),
    });
    expect(encodeOpHash(out.signed)).toMatch(/^o/);
  });

  it('a later send is one transaction and needs no reveal', () => {
    const unsigned = forge([transaction({ source: ME, counter: 9, destination: BOB, amount: 1 })]);
    const out = sign(unsigned, intent({ amount: '1', counter: '9', feeCap: '400' }));
    expect(out.fee).toBe(400n);
    expect(out.detail).toMatchObject({ reveal: false, counter: '9' });
  });

  it('an imported edsk key signs for its own account, as Taquito does with that key', async () => {
    const secret = new Uint8Array(32).fill(9);
    const edsk = tezosSecretKey(secret);
    const sdk = new InMemorySigner(edsk);
    const address = await sdk.publicKeyHash();
    const keys = importedKeys('tezos', () => chainSigner.importedKey!(edsk, 'tezos', 'mainnet'));
    const unsigned = forge([
      reveal({ source: address, counter: 1, publicKey: await sdk.publicKey() }),
      transaction({ source: address, counter: 2, destination: BOB, amount: 5 }),
    ]);
    const out = sign(
      unsigned,
      intent({ from: address, amount: '5', counter: '2', reveal: true }),
      keys,
      null,
    );
    expect(out.signed).toBe((await sdk.sign(unsigned, new Uint8Array([3]))).sbytes);
  });
});

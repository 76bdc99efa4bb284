// The Filecoin signer against published vectors (Zondax filecoin-signing-tools test_vectors,
// source in vectors/zondax.json): the message CBOR byte for byte, the secp256k1 signature over
// blake2b-256 of the CID bytes (RFC 6979, so equal byte for byte) and the signed message's CID.
// A phrase key's signature is also recovered and compared with its f1 by @glif/filecoin-address.
import { CoinType, newSecp256k1Address } from '@glif/filecoin-address';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { JournalDetailSchema } from '../../journal/journalEntry';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { chainSigner, filecoinSigner } from './index';
import { decodeFilecoinMessage, encodeFilecoinMessage, type FilecoinMessage } from './messageCodec';
import { filecoinSigningDigest } from './transferSigner';
import V from './vectors/zondax.json';

const vectorMessage = (gasLimit: bigint): FilecoinMessage => ({
  version: 0,
  to: V.message.To,
  from: V.message.From,
  nonce: 1n,
  value: 100_000n,
  gasLimit,
  gasFeeCap: 1n,
  gasPremium: 1n,
  method: 0n,
  params: new Uint8Array(),
});
const vectorIntent = (over: Partial<SignIntentOf<'filecoin'>> = {}): SignIntentOf<'filecoin'> => ({
  family: 'filecoin',
  kind: 'transfer',
  chainName: 'filecoin',
  from: V.message.From,
  to: V.message.To,
  amount: '100000',
  feeCap: '2500000',
  nonce: '1',
  ...over,
});
const vectorKeys = (): Keys =>
  importedKeys('filecoin', () => chainSigner.importedKey!(V.privateKey, 'filecoin', 'testnet'));
const sign = (
  unsigned: string,
  intent: SignIntentOf<'filecoin'>,
  keys: Keys,
  network: 'testnet' | 'regtest',
  path?: string,
) =>
  signTransfer({
    chainName: 'filecoin',
    network,
    unsigned,
    intent,
    ...(path ? { activePath: path } : {}),
    keys,
    replacing: null,
    history: () => [],
  });

describe('filecoin message codec against the Zondax vectors', () => {
  it('encodes the vector message to its CBOR, and decodes the CBOR back to it (t1 and f1)', () => {
    expect(hex.encode(encodeFilecoinMessage(vectorMessage(25_000n)))).toBe(V.cbor);
    expect(decodeFilecoinMessage(V.cbor, 'testnet').message).toEqual(vectorMessage(25_000n));
    // the network letter is not in the bytes: the same CBOR names f1 addresses on mainnet
    expect(decodeFilecoinMessage(V.cbor, 'mainnet').message.to).toBe(`f${V.message.To.slice(1)}`);
  });

  it('signs the vector message with the vector key: the published signature, byte for byte', () => {
    const s = sign(V.cbor, vectorIntent(), vectorKeys(), 'testnet');
    const out = JSON.parse(s.signed) as {
      Signature: { Type: number; Data: string };
      Message: { From: string };
    };
    expect(out.Signature).toEqual({ Type: 1, Data: V.signature });
    expect(out.Message.From).toBe(V.message.From);
  });

  it('names the signed message by the published CID (get_cid.json), and journals what it read', () => {
    const unsigned = hex.encode(encodeFilecoinMessage(vectorMessage(2_500_000n)));
    const s = sign(unsigned, vectorIntent(), vectorKeys(), 'testnet');
    const out = JSON.parse(s.signed) as { Signature: { Data: string }; CID: { '/': string } };
    expect(out.Signature.Data).toBe(V.withGasLimit2500000.signature);
    expect(out.CID['/']).toBe(V.withGasLimit2500000.signedCid);
    expect(s.fee).toBe(2_500_000n);
    expect(JournalDetailSchema.parse(s.detail)).toMatchObject({
      family: 'filecoin',
      from: V.message.From,
      fee: '2500000',
      nonce: '1',
      cid: V.withGasLimit2500000.signedCid,
    });
    // the journal key is the CID's blake2b-256 digest
    expect(s.hash).toHaveLength(64);
  });

  it('a phrase key on the local profile: the signature recovers to the key whose f1 @glif computes', () => {
    const seed = mnemonicToSeedSync(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
    const [me, bob] = filecoinSigner.deriveBatch(seed, 'filecoin', 0, 2, { network: 'regtest' });
    const m: FilecoinMessage = {
      ...vectorMessage(600_000n),
      from: me!.address,
      to: bob!.address,
      gasFeeCap: 300n,
      gasPremium: 100n,
    };
    const unsigned = hex.encode(encodeFilecoinMessage(m));
    const s = sign(
      unsigned,
      vectorIntent({ from: me!.address, to: bob!.address, feeCap: '180000000' }),
      phraseKeys(seed),
      'regtest',
      me!.path,
    );
    const data = base64.decode((JSON.parse(s.signed) as { Signature: { Data: string } }).Signature.Data);
    const sig = secp256k1.Signature.fromBytes(data.subarray(0, 64), 'compact').addRecoveryBit(data[64]!);
    const pub = sig.recoverPublicKey(filecoinSigningDigest(hex.decode(unsigned))).toBytes(false);
    expect(newSecp256k1Address(pub, CoinType.TEST).toString()).toBe(me!.address);
    expect(s.fee).toBe(180_000_000n);
  });
});

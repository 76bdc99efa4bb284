// The honest path: what the signer returns is a TransactionList @hashgraph/sdk reads back, whose
// one signature verifies against the wallet's key by the SDK, over the exact body main built.
import { PublicKey, Transaction } from '@hashgraph/sdk';
import { proto } from '@hiero-ledger/proto';
import { sha384 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { decodeHederaPrivateKey } from '../../../shared/chains/hedera/validate';
import { unsignedTransfer } from '../../../test/hedera/unsignedTransfer';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { hederaSigner } from './derive';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const PATH = "m/44'/3030'/0'/0'/0'";
const me = hederaSigner.deriveFromSeed(seed, PATH);
const unsigned = unsignedTransfer({
  payer: '0.0.1001',
  memo: 'rent',
  transfers: [
    { account: '0.0.1001', amount: -7n },
    { account: '0.0.1002', amount: 7n },
  ],
});
const intent = {
  family: 'hedera',
  kind: 'transfer',
  chainName: 'hedera',
  from: me.address,
  accountId: '0.0.1001',
  nodeAccountId: '0.0.3',
  to: '0.0.1002',
  amount: '7',
  feeCap: '1750000',
  memo: { kind: 'text', value: 'rent' },
} as const;

describe('hedera signing', () => {
  it("signs the body main built; the SDK reads the result and verifies the signature with the wallet's key", () => {
    const out = signTransfer({
      chainName: 'hedera',
      network: 'mainnet',
      unsigned,
      intent,
      activePath: PATH,
      keys: phraseKeys(seed),
      replacing: null,
      history: () => [],
    });
    const tx = Transaction.fromBytes(hex.decode(out.signed));
    expect(PublicKey.fromString(me.address).verifyTransaction(tx)).toBe(true);
    const signedBytes = proto.TransactionList.decode(hex.decode(out.signed)).transactionList[0]!
      .signedTransactionBytes!;
    const before = proto.TransactionList.decode(hex.decode(unsigned)).transactionList[0]!
      .signedTransactionBytes!;
    expect(hex.encode(proto.SignedTransaction.decode(signedBytes).bodyBytes!)).toBe(
      hex.encode(proto.SignedTransaction.decode(before).bodyBytes!),
    );
    // the chain's transaction hash: SHA-384 of the SignedTransaction bytes
    expect(out.hash).toBe(hex.encode(sha384(signedBytes)));
    expect(out.fee).toBe(1_750_000n);
    expect(out.detail).toMatchObject({ family: 'hedera', from: '0.0.1001', node: '0.0.3', memo: 'rent' });
    expect((out.detail as { transactionId: string }).transactionId).toMatch(/^0\.0\.1001@\d+\.\d{9}$/);
  });

  it('an imported key signs at the empty path', () => {
    const der = '302e020100300506032b657004220420' + '11'.repeat(32);
    const key = hederaSigner.addressFromPrivateKey(der);
    const out = signTransfer({
      chainName: 'hedera',
      network: 'mainnet',
      unsigned,
      intent: { ...intent, from: key.address },
      keys: importedKeys('hedera', () => ({ curve: 'ed25519', privateKey: decodeHederaPrivateKey(der) })),
      replacing: null,
      history: () => [],
    });
    expect(
      PublicKey.fromString(key.address).verifyTransaction(Transaction.fromBytes(hex.decode(out.signed))),
    ).toBe(true);
  });
});

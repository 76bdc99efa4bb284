// The XRP signer against xrpl.js: the same Payment signed by xrpl's Wallet must come out byte
// for byte (secp256k1 RFC 6979 and ed25519 are deterministic), the signature must verify with
// ripple-keypairs over the codec's signing encoding, and the hash must be xrpl's.
import { generateSeed, verify } from 'ripple-keypairs';
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { describe, expect, it } from 'vitest';
import { Wallet, hashes } from 'xrpl';
import { JournalDetailSchema } from '../../journal/journalEntry';
import { importedKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { chainSigner } from './index';
import type { SignedRippleTx } from './transferSigner';
import { BOB, ME, PATH, PHRASE, fields, honest, intent, walletKeys } from '../../../test/ripple/testPayments';

/** `activePath` null: the call names none, as main's call for an imported key does */
function signWith(keys: Keys, unsigned: string, approved = intent(), activePath: string | null = PATH) {
  const out = signTransfer({
    chainName: 'ripple',
    network: 'mainnet',
    unsigned,
    intent: approved,
    ...(activePath !== null ? { activePath } : {}),
    keys,
    replacing: null,
    history: () => [],
  });
  return { out, signed: JSON.parse(out.signed) as SignedRippleTx };
}

const importKey = (text: string): Keys =>
  importedKeys('ripple', () => chainSigner.importedKey!(text, 'ripple', 'mainnet'));

describe('XRP signer against xrpl.js', () => {
  it('a phrase wallet signs exactly what xrpl’s Wallet signs, with the tag approved', () => {
    const wallet = Wallet.fromMnemonic(PHRASE);
    expect(wallet.classicAddress).toBe(ME);
    const tagged = fields({ DestinationTag: 4242 });
    const { out, signed } = signWith(
      walletKeys,
      honest({ DestinationTag: 4242 }),
      intent({ memo: { kind: 'tag', value: '4242' } }),
    );
    const theirs = wallet.sign({ TransactionType: 'Payment', Flags: 0, ...tagged });
    expect(signed.tx_blob).toBe(theirs.tx_blob);
    expect(signed.hash).toBe(theirs.hash);
    expect(out.hash).toBe(theirs.hash.toLowerCase());
    expect(hashes.hashSignedTx(signed.tx_blob)).toBe(signed.hash);
    const tx = decode(signed.tx_blob) as Record<string, string>;
    expect(tx.SigningPubKey).toBe(wallet.publicKey);
    expect(verify(encodeForSigning(tx), tx.TxnSignature!, tx.SigningPubKey!)).toBe(true);
    expect(out.fee).toBe(12n);
    expect(JournalDetailSchema.parse(out.detail)).toEqual({
      family: 'ripple',
      from: ME,
      to: BOB,
      amount: '25000000',
      fee: '12',
      sequence: 7,
      lastLedgerSequence: 120,
      destinationTag: 4242,
    });
  });

  it('imported family seeds sign on their own curve: secp256k1 (s…) and ed25519 (sEd…)', () => {
    for (const algorithm of ['ecdsa-secp256k1', 'ed25519'] as const) {
      const seed = generateSeed({ entropy: new Uint8Array(16).fill(9), algorithm });
      const wallet = Wallet.fromSeed(seed);
      const mine = fields({ Account: wallet.classicAddress });
      const { signed } = signWith(
        importKey(seed),
        honest({ Account: wallet.classicAddress }),
        intent({ from: wallet.classicAddress }),
        null,
      );
      const theirs = wallet.sign({ TransactionType: 'Payment', Flags: 0, ...mine });
      expect(signed.tx_blob).toBe(theirs.tx_blob);
      const tx = decode(signed.tx_blob) as Record<string, string>;
      expect(tx.SigningPubKey!.startsWith('ED')).toBe(algorithm === 'ed25519');
      expect(verify(encodeForSigning(tx), tx.TxnSignature!, tx.SigningPubKey!)).toBe(true);
    }
  });

  it('an imported key signs for its own account only', () => {
    const seed = generateSeed({ entropy: new Uint8Array(16).fill(3), algorithm: 'ed25519' });
    expect(() => signWith(importKey(seed), honest(), intent(), null)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'from' }),
    );
  });
});

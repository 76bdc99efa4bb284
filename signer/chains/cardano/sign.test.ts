// The Cardano signer against the chain's own library: CSL derives the payment key on its own
// path and makes the vkey witness of the same body hash (ed25519 is deterministic, so the
// witnesses must be equal byte for byte); the signed transaction keeps main's body bytes, and
// its witness verifies against the body hash with the key whose hash the address carries.
import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { mnemonicToEntropy, mnemonicToSeedSync } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { ABANDON, bodyHex, cardanoAddressAt, cardanoPath } from '../../../test/cardano/bodies';
import { JournalDetailSchema } from '../../journal/journalEntry';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { CSL } from './csl';

const keys = phraseKeys(mnemonicToSeedSync(ABANDON), { phrase: ABANDON, passphrase: '' });
const H = 0x80000000;

function cslPaymentKey(account: number): CSL.PrivateKey {
  const root = CSL.Bip32PrivateKey.from_bip39_entropy(mnemonicToEntropy(ABANDON, wordlist), new Uint8Array());
  return root
    .derive(H + 1852)
    .derive(H + 1815)
    .derive(H + account)
    .derive(0)
    .derive(0)
    .to_raw_key();
}

const signAs = (network: 'mainnet' | 'regtest', unsigned: string, intent: SignIntentOf<'cardano'>) =>
  signTransfer({
    chainName: 'cardano',
    network,
    unsigned,
    intent,
    activePath: cardanoPath(0),
    keys,
    replacing: null,
    history: () => [],
  });

describe('cardano signing', () => {
  it('adds the vkey witness CSL makes with the same key, over the body hash, keeping the body bytes', () => {
    const ME = cardanoAddressAt(0);
    const BOB = cardanoAddressAt(1);
    const unsigned = bodyHex({
      inputs: [`${'a1'.repeat(32)}#0`],
      outputs: [
        { address: BOB, lovelace: 1_500_000n },
        { address: ME, lovelace: 3_300_000n },
      ],
      fee: 200_000n,
      ttl: 12_345n,
    });
    const out = signAs('regtest', unsigned, {
      family: 'cardano',
      kind: 'transfer',
      chainName: 'cardano',
      from: ME,
      to: BOB,
      amount: '1500000',
      feeCap: '200000',
    });
    // the transaction id is blake2b-256 of the body bytes main built
    expect(out.hash).toBe(hex.encode(blake2b(hex.decode(unsigned), { dkLen: 32 })));
    const tx = CSL.FixedTransaction.from_hex(out.signed);
    expect(hex.encode(tx.raw_body())).toBe(unsigned);
    expect(tx.transaction_hash().to_hex()).toBe(out.hash);
    expect(tx.is_valid()).toBe(true);
    expect(tx.raw_auxiliary_data()).toBeUndefined();

    const vkeys = tx.witness_set().vkeys()!;
    expect(vkeys.len()).toBe(1);
    const w = vkeys.get(0);
    const key = cslPaymentKey(0);
    expect(w.to_hex()).toBe(CSL.make_vkey_witness(CSL.TransactionHash.from_hex(out.hash), key).to_hex());
    expect(w.vkey().public_key().verify(hex.decode(out.hash), w.signature())).toBe(true);
    // the key's hash is the payment credential of the sending address
    const payment = CSL.BaseAddress.from_address(CSL.Address.from_bech32(ME))!.payment_cred().to_keyhash()!;
    expect(w.vkey().public_key().hash().to_hex()).toBe(payment.to_hex());

    expect(out.fee).toBe(200_000n);
    expect(JournalDetailSchema.parse(out.detail)).toEqual({
      family: 'cardano',
      from: ME,
      fee: '200000',
      change: '3300000',
      inputs: 1,
      ttl: '12345',
    });
  });

  it('on mainnet the sender and change are the addr1 base address', () => {
    const ME = cardanoAddressAt(0, 'mainnet');
    const BOB = cardanoAddressAt(1, 'mainnet');
    expect(ME.startsWith('addr1q')).toBe(true);
    const unsigned = bodyHex({
      inputs: [`${'a1'.repeat(32)}#1`],
      outputs: [{ address: BOB, lovelace: 4_000_000n }],
      fee: 180_000n,
      ttl: 1n,
    });
    const intent = {
      family: 'cardano',
      kind: 'transfer',
      chainName: 'cardano',
      from: ME,
      to: BOB,
      amount: '4000000',
      feeCap: '180000',
    } as const;
    expect(signAs('mainnet', unsigned, intent).detail).toMatchObject({ from: ME, change: '0' });
    // the same approval read on a test network names another sender
    expect(() => signAs('regtest', unsigned, intent)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'from' }),
    );
  });
});

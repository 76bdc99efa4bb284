// The attacks each XRP signer check stops, as data: a hostile main (or the rippled it asked)
// writes the unsigned Payment and the intent, and the real signer entry `signTransfer` must
// refuse with INTENT_MISMATCH naming the field. Honest bytes come from ripple-binary-codec;
// each vector breaks one rule of them, so a vector fails when its check is removed.
import { decode } from 'ripple-binary-codec';
import { describe, expect, it } from 'vitest';
import { Wallet } from 'xrpl';
import { signTransfer } from '../signing';
import { MAX_LEDGERS_AHEAD } from './checkIntent';
import { TF_FULLY_CANONICAL_SIG, TF_PARTIAL_PAYMENT } from './decodePayment';
import { signRipple } from './transferSigner';
import {
  fieldBytes,
  payment,
  without,
  BOB,
  CURRENT_LEDGER,
  MALLORY,
  ME,
  PATH,
  PHRASE,
  fields,
  honest,
  intent,
  walletKeys,
  type RippleIntent,
} from '../../../test/ripple/testPayments';

const sign = (unsigned: string, approved: RippleIntent) =>
  signTransfer({
    chainName: 'ripple',
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  input: () => { unsigned: string; intent: RippleIntent };
  field: string;
}

const FEE = fieldBytes('Fee', '12');

const RIPPLE_REFUSALS: readonly RefusalVector[] = [
  // ── the payment held to the approved one
  {
    name: 'pays another destination',
    input: () => ({ unsigned: honest({ Destination: MALLORY }), intent: intent() }),
    field: 'Destination',
  },
  {
    name: 'sends another amount',
    input: () => ({ unsigned: honest({ Amount: '25000001' }), intent: intent() }),
    field: 'Amount',
  },
  {
    name: 'sends nothing where nothing was approved (a zero payment is no send)',
    input: () => ({ unsigned: honest({ Amount: '0' }), intent: intent({ amount: '0' }) }),
    field: 'Amount',
  },
  {
    name: 'pays an issued currency (an IOU) instead of XRP',
    input: () => ({
      unsigned: honest({ Amount: { currency: 'USD', issuer: MALLORY, value: '25' } }),
      intent: intent(),
    }),
    field: 'Amount',
  },
  {
    name: 'writes a negative XRP amount',
    input: () => ({
      unsigned: honest().replace(
        fieldBytes('Amount', '25000000'),
        fieldBytes('Amount', '25000000').replace(/^6140/, '6100'),
      ),
      intent: intent(),
    }),
    field: 'transaction does not re-encode',
  },
  {
    name: 'moves a foreign account’s XRP (the key would sign for an account it does not own)',
    input: () => ({ unsigned: honest({ Account: MALLORY }), intent: intent() }),
    field: 'Account',
  },
  {
    name: 'names a sender that is not the signing key',
    input: () => ({ unsigned: honest(), intent: intent({ from: MALLORY }) }),
    field: 'from',
  },
  {
    name: 'carries another key’s SigningPubKey',
    input: () => ({ unsigned: honest({ SigningPubKey: `02${'11'.repeat(32)}` }), intent: intent() }),
    field: 'SigningPubKey',
  },
  {
    name: 'raises the fee above the approved cap',
    input: () => ({ unsigned: honest({ Fee: '13' }), intent: intent() }),
    field: 'Fee',
  },
  // ── the destination tag
  {
    name: 'drops the approved destination tag (an exchange deposit lost)',
    input: () => ({ unsigned: honest(), intent: intent({ memo: { kind: 'tag', value: '4242' } }) }),
    field: 'DestinationTag',
  },
  {
    name: 'changes the approved destination tag (credits another exchange customer)',
    input: () => ({
      unsigned: honest({ DestinationTag: 4243 }),
      intent: intent({ memo: { kind: 'tag', value: '4242' } }),
    }),
    field: 'DestinationTag',
  },
  {
    name: 'adds a destination tag the user never approved',
    input: () => ({ unsigned: honest({ DestinationTag: 1 }), intent: intent() }),
    field: 'DestinationTag',
  },
  {
    name: 'approves a text memo, which an XRP Payment does not carry',
    input: () => ({ unsigned: honest(), intent: intent({ memo: { kind: 'text', value: 'hi' } }) }),
    field: 'memo',
  },
  {
    name: 'approves a tag past 32 bits (it would wrap on the ledger)',
    input: () => ({
      unsigned: honest({ DestinationTag: 0 }),
      intent: intent({ memo: { kind: 'tag', value: '4294967296' } }),
    }),
    field: 'memo',
  },
  // ── flags and fields that move money another way
  {
    name: 'sets tfPartialPayment (delivers less than Amount)',
    input: () => ({ unsigned: honest({ Flags: TF_PARTIAL_PAYMENT }), intent: intent() }),
    field: 'Flags: partial payment',
  },
  {
    name: 'sets another payment flag (tfNoRippleDirect)',
    input: () => ({ unsigned: honest({ Flags: 0x0001_0000 }), intent: intent() }),
    field: 'Flags',
  },
  {
    name: 'adds SendMax (spends up to another amount through the DEX)',
    input: () => ({ unsigned: honest({ SendMax: '90000000' }), intent: intent() }),
    field: 'SendMax',
  },
  {
    name: 'adds Paths',
    input: () => ({
      unsigned: honest({ Paths: [[{ currency: 'USD', issuer: MALLORY }]] }),
      intent: intent(),
    }),
    field: 'Paths',
  },
  {
    name: 'adds DeliverMin',
    input: () => ({ unsigned: honest({ DeliverMin: '1' }), intent: intent() }),
    field: 'DeliverMin',
  },
  {
    name: 'spends a ticket instead of the sequence',
    input: () => ({ unsigned: honest({ Sequence: 0, TicketSequence: 9 }), intent: intent() }),
    field: 'TicketSequence',
  },
  {
    name: 'carries memos the user never saw',
    input: () => ({
      unsigned: honest({ Memos: [{ Memo: { MemoData: 'DEADBEEF' } }] }),
      intent: intent(),
    }),
    field: 'Memos',
  },
  {
    name: 'comes already signed',
    input: () => ({ unsigned: honest({ TxnSignature: 'AB'.repeat(70) }), intent: intent() }),
    field: 'TxnSignature',
  },
  {
    name: 'is an AccountDelete (sends the whole account to the destination)',
    input: () => ({
      unsigned: without({ ...fields(), TransactionType: 'AccountDelete' }, 'Amount'),
      intent: intent(),
    }),
    field: 'TransactionType',
  },
  // ── sequence and expiry
  {
    name: 'has no Sequence',
    input: () => ({ unsigned: without(fields(), 'Sequence'), intent: intent() }),
    field: 'Sequence',
  },
  {
    name: 'has Sequence 0 (only a ticketed transaction has)',
    input: () => ({ unsigned: honest({ Sequence: 0 }), intent: intent() }),
    field: 'Sequence',
  },
  {
    name: 'has no LastLedgerSequence (could be held back and land any time later)',
    input: () => ({ unsigned: without(fields(), 'LastLedgerSequence'), intent: intent() }),
    field: 'LastLedgerSequence',
  },
  {
    name: 'has LastLedgerSequence 0',
    input: () => ({ unsigned: honest({ LastLedgerSequence: 0 }), intent: intent() }),
    field: 'LastLedgerSequence',
  },
  {
    name: 'ends at the approved ledger itself (expired as the user sends it)',
    input: () => ({ unsigned: honest({ LastLedgerSequence: CURRENT_LEDGER }), intent: intent() }),
    field: 'LastLedgerSequence',
  },
  {
    name: 'stays landable one ledger past the window (kept back, landed later)',
    input: () => ({
      unsigned: honest({ LastLedgerSequence: CURRENT_LEDGER + MAX_LEDGERS_AHEAD + 1 }),
      intent: intent(),
    }),
    field: 'LastLedgerSequence',
  },
  {
    name: 'stays landable until the last UInt32 ledger (centuries)',
    input: () => ({ unsigned: honest({ LastLedgerSequence: 0xffff_ffff }), intent: intent() }),
    field: 'LastLedgerSequence',
  },
  {
    name: 'counts its window from a ledger the Payment was not built on (main’s +20 from another)',
    input: () => ({ unsigned: honest(), intent: intent({ currentLedger: CURRENT_LEDGER + 20 }) }),
    field: 'LastLedgerSequence',
  },
  {
    name: 'has no Amount',
    input: () => ({ unsigned: without(fields(), 'Amount'), intent: intent() }),
    field: 'Amount',
  },
  {
    name: 'has no Fee',
    input: () => ({ unsigned: without(fields(), 'Fee'), intent: intent() }),
    field: 'Fee',
  },
  {
    name: 'has no Account',
    input: () => ({ unsigned: without(fields(), 'Account'), intent: intent() }),
    field: 'Account',
  },
  {
    name: 'has no Destination',
    input: () => ({ unsigned: without(fields(), 'Destination'), intent: intent() }),
    field: 'Destination',
  },
  // ── the binary itself
  {
    name: 'puts a field out of canonical order (decoders differ on such bytes)',
    input: () => ({ unsigned: FEE + without(fields(), 'Fee'), intent: intent() }),
    field: 'canonical encoding',
  },
  {
    name: 'writes an amount past the ledger’s 10^17 drops',
    input: () => ({
      unsigned: honest().replace(fieldBytes('Amount', '25000000'), '61416345785D8A0001'),
      intent: intent(),
    }),
    field: 'transaction does not re-encode',
  },
  {
    name: 'appends a byte after the last field',
    input: () => ({ unsigned: `${honest()}00`, intent: intent() }),
    field: 'transaction does not decode',
  },
];

describe('XRP signer refusals (hostile unsigned Payments)', () => {
  it.each(RIPPLE_REFUSALS.map((v) => [v.name, v] as const))('refuses one that %s', (_name, v) => {
    const { unsigned, intent: approved } = v.input();
    expect(() => sign(unsigned, approved)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.field }),
    );
  });

  it('signs the honest Payments the vectors are bent from', () => {
    const plain = sign(honest(), intent()).detail;
    expect(plain).toMatchObject({ to: BOB, amount: '25000000' });
    // the journal records no tag for a Payment without one
    expect(Object.keys(plain)).not.toContain('destinationTag');
    const tagged = sign(honest({ DestinationTag: 4242 }), intent({ memo: { kind: 'tag', value: '4242' } }));
    expect(tagged.detail).toMatchObject({ destinationTag: 4242 });
    // the largest tag, a fee under the cap, and the canonical-signature flag are all fine
    const edge = sign(
      honest({ DestinationTag: 0xffff_ffff, Fee: '10', Flags: TF_FULLY_CANONICAL_SIG }),
      intent({ memo: { kind: 'tag', value: '4294967295' } }),
    );
    expect(edge.fee).toBe(10n);
    // the window's both ends: the next ledger, and MAX_LEDGERS_AHEAD past the approved one
    for (const last of [CURRENT_LEDGER + 1, CURRENT_LEDGER + MAX_LEDGERS_AHEAD])
      expect(sign(honest({ LastLedgerSequence: last }), intent()).detail).toMatchObject({
        lastLedgerSequence: last,
      });
    // Flags and SigningPubKey are optional in the binary: main may leave them out
    for (const name of ['Flags', 'SigningPubKey'])
      expect(sign(without(fields(), name), intent()).detail).toMatchObject({ from: ME, to: BOB });
    // main may leave SigningPubKey empty or name the wallet's own key (xrpl's Wallet names it)
    const ownKey = Wallet.fromMnemonic(PHRASE).publicKey;
    const own = JSON.parse(sign(honest({ SigningPubKey: ownKey }), intent()).signed) as { tx_blob: string };
    expect((decode(own.tx_blob) as { SigningPubKey: string }).SigningPubKey).toBe(ownKey);
  });

  it('a speed-up or cancel is not an XRP kind: a Payment past its LastLedgerSequence never lands', () => {
    for (const kind of ['speedUp', 'cancel'] as const)
      expect(() =>
        signRipple({
          chainName: 'ripple',
          network: 'mainnet',
          unsigned: honest(),
          intent: intent({ kind: kind as never }),
          activePath: PATH,
          keys: walletKeys,
          replacing: null,
          history: () => [],
        }),
      ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'kind' }));
  });

  it('refuses bytes that are not hex, or more than 2 KiB of them, before anything else', () => {
    const notHex = expect.objectContaining({
      code: 'BAD_INPUT',
      message: 'The unsigned XRP transaction is not hex',
    });
    for (const bytes of ['0x1234', 'abc', '', '00'.repeat(2049)])
      expect(() => sign(bytes, intent())).toThrow(notHex);
    // 2 KiB exactly is read (and is no Payment)
    expect(() => sign('00'.repeat(2048), intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH' }),
    );
  });

  it('another family’s intent is refused by the XRP signer itself', () => {
    const tron = {
      family: 'tron',
      kind: 'transfer',
      chainName: 'ripple',
      from: ME,
      to: BOB,
      amount: '1',
      feeCap: '0',
    } as const;
    expect(() =>
      signRipple({
        chainName: 'ripple',
        network: 'mainnet',
        unsigned: payment(fields()),
        intent: tron,
        activePath: PATH,
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
  });

  it('refuses a phrase wallet call without the sending path, or with an empty one', () => {
    for (const path of [{}, { activePath: '' }])
      expect(() =>
        signRipple({
          chainName: 'ripple',
          network: 'mainnet',
          unsigned: honest(),
          intent: intent(),
          ...path,
          keys: walletKeys,
          replacing: null,
          history: () => [],
        }),
      ).toThrow(expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }));
  });
});

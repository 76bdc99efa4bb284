// Issued currencies (issue 37): a hostile main writes the unsigned Payment or TrustSet and the
// intent, and the real signer entry `signTransfer` must sign the honest ones and refuse, with
// INTENT_MISMATCH naming the field, each vector that changes one thing of them: another
// currency, issuer, amount, SendMax or limit, rippling flags, fields that move value otherwise.
import { decode, encode } from 'ripple-binary-codec';
import { describe, expect, it } from 'vitest';
import { signTransfer } from '../signing';
import { MAX_LEDGERS_AHEAD } from './checkIntent';
import { issued, TF_PARTIAL_PAYMENT } from './decodePayment';
import { TF_SET_NO_RIPPLE } from './decodeTrustSet';
import {
  BOB,
  CURRENT_LEDGER,
  MALLORY,
  ME,
  PATH,
  honest,
  intent,
  walletKeys,
  type RippleIntent,
} from '../../../test/ripple/testPayments';

const ISSUER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const USD = { currency: 'USD', issuer: ISSUER };
const SOLO = { currency: '534F4C4F00000000000000000000000000000000', issuer: ISSUER };
const usd = (value: string, t = USD) => ({ ...t, value });

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
const refused = (field: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message: field });

// ── an issued payment: 4.25 USD, at most 4.2585 with the issuer's 0.2 % transfer fee
const payIntent = (over: Partial<RippleIntent> = {}) =>
  intent({ amount: '4250000', token: USD, sendMax: '4258500', ...over });
const pay = (over: Record<string, unknown> = {}) =>
  honest({ Amount: usd('4.25'), SendMax: usd('4.2585'), ...over });

// ── a trust line: USD of the issuer, limit 1e9, NoRipple set
const LIMIT = '1000000000000000';
const trustIntent = (over: Partial<RippleIntent> = {}): RippleIntent =>
  intent({ kind: 'trust', to: ME, amount: '0', token: USD, limit: LIMIT, ...over });
const trustFields = (over: Record<string, unknown> = {}) => ({
  TransactionType: 'TrustSet',
  Flags: TF_SET_NO_RIPPLE,
  Account: ME,
  LimitAmount: usd('1000000000'),
  Fee: '12',
  Sequence: 7,
  LastLedgerSequence: CURRENT_LEDGER + 20,
  SigningPubKey: '',
  ...over,
});
const trust = (over: Record<string, unknown> = {}) => encode(trustFields(over));
const trustWithout = (name: string) =>
  encode(Object.fromEntries(Object.entries(trustFields()).filter(([k]) => k !== name)));

describe('XRP issued payments sign only as approved', () => {
  it('signs the honest issued payment: Amount and SendMax in the token, no partial payment', () => {
    const r = sign(pay(), payIntent());
    const tx = decode((JSON.parse(r.signed) as { tx_blob: string }).tx_blob) as Record<string, unknown>;
    expect(tx).toMatchObject({ Amount: usd('4.25'), SendMax: usd('4.2585'), Flags: 0 });
    expect(r.detail).toEqual({
      family: 'ripple',
      from: ME,
      to: BOB,
      amount: '4250000',
      fee: '12',
      sequence: 7,
      lastLedgerSequence: CURRENT_LEDGER + 20,
      currency: 'USD',
      issuer: ISSUER,
      sendMax: '4258500',
    });
    // a 40-hex currency too
    expect(
      sign(
        pay({ Amount: usd('1', SOLO), SendMax: usd('1', SOLO) }),
        payIntent({ amount: '1000000', token: SOLO, sendMax: '1000000' }),
      ).detail,
    ).toMatchObject({ currency: SOLO.currency });
  });

  const vectors: [string, () => string, RippleIntent, string][] = [
    [
      'pays another currency',
      () => pay({ Amount: usd('4.25', { ...USD, currency: 'EUR' }) }),
      payIntent(),
      'Amount currency',
    ],
    [
      'pays another issuer’s USD',
      () => pay({ Amount: usd('4.25', { ...USD, issuer: BOB }) }),
      payIntent(),
      'Amount issuer',
    ],
    ['pays another amount', () => pay({ Amount: usd('4.26') }), payIntent(), 'Amount'],
    [
      'writes an amount finer than the wallet’s units',
      () => pay({ Amount: usd('4.2500001') }),
      payIntent(),
      'Amount',
    ],
    ['pays XRP where the token was approved', () => pay({ Amount: '4250000' }), payIntent(), 'Amount'],
    ['pays the token where XRP was approved', () => pay(), intent({ amount: '4250000' }), 'Amount'],
    [
      'spends a token on an XRP payment (an issued SendMax)',
      () => honest({ SendMax: usd('1') }),
      intent(),
      'SendMax',
    ],
    ['leaves SendMax out', () => honest({ Amount: usd('4.25') }), payIntent(), 'SendMax'],
    [
      'spends XRP through the DEX (SendMax in drops)',
      () => pay({ SendMax: '90000000' }),
      payIntent(),
      'SendMax',
    ],
    [
      'spends another currency (SendMax in EUR)',
      () => pay({ SendMax: usd('4.2585', { ...USD, currency: 'EUR' }) }),
      payIntent(),
      'SendMax',
    ],
    [
      'spends another issuer’s USD (rippling through another line)',
      () => pay({ SendMax: usd('4.2585', { ...USD, issuer: BOB }) }),
      payIntent(),
      'SendMax',
    ],
    ['spends more than approved', () => pay({ SendMax: usd('5') }), payIntent(), 'SendMax'],
    ['approves no SendMax for a token', () => pay(), payIntent({ sendMax: undefined }), 'SendMax'],
    [
      'sets tfPartialPayment on the issued payment',
      () => pay({ Flags: TF_PARTIAL_PAYMENT }),
      payIntent(),
      'Flags: partial payment',
    ],
    [
      'adds Paths through other currencies',
      () => pay({ Paths: [[{ currency: 'EUR', issuer: BOB }]] }),
      payIntent(),
      'Paths',
    ],
    ['pays another destination', () => pay({ Destination: MALLORY }), payIntent(), 'Destination'],
  ];
  for (const [name, unsigned, approved, field] of vectors)
    it(`refuses: ${name}`, () => expect(() => sign(unsigned(), approved)).toThrow(refused(field)));
});

describe('XRP trust lines sign only as approved', () => {
  it('signs the honest TrustSet and its removal (limit 0), NoRipple set', () => {
    const r = sign(trust(), trustIntent());
    expect(r.detail).toEqual({
      family: 'ripple',
      from: ME,
      to: ME,
      amount: '0',
      fee: '12',
      sequence: 7,
      lastLedgerSequence: CURRENT_LEDGER + 20,
      currency: 'USD',
      issuer: ISSUER,
      limit: LIMIT,
    });
    expect(r.fee).toBe(12n);
    const tx = decode((JSON.parse(r.signed) as { tx_blob: string }).tx_blob) as Record<string, unknown>;
    expect(tx).toMatchObject({
      TransactionType: 'TrustSet',
      Flags: TF_SET_NO_RIPPLE,
      LimitAmount: usd('1000000000'),
    });
    expect(tx.SigningPubKey).toMatch(/^[0-9A-F]{66}$/);
    // main may leave SigningPubKey out, write it in lower-case hex, or ask for a canonical signature
    expect(sign(trustWithout('SigningPubKey'), trustIntent()).detail).toMatchObject({ limit: LIMIT });
    expect(sign(trust().toLowerCase(), trustIntent()).detail).toMatchObject({ limit: LIMIT });
    expect(
      sign(trust({ Flags: (TF_SET_NO_RIPPLE | 0x8000_0000) >>> 0 }), trustIntent()).detail,
    ).toMatchObject({
      limit: LIMIT,
    });
    expect(sign(trust({ SigningPubKey: tx.SigningPubKey }), trustIntent()).detail).toMatchObject({
      limit: LIMIT,
    });
    expect(
      sign(trust({ LimitAmount: usd('0') }), trustIntent({ kind: 'untrust', limit: '0' })).detail,
    ).toMatchObject({
      limit: '0',
    });
  });

  const vectors: [string, () => string, RippleIntent, string][] = [
    [
      'trusts another currency',
      () => trust({ LimitAmount: usd('1000000000', { ...USD, currency: 'EUR' }) }),
      trustIntent(),
      'LimitAmount currency',
    ],
    [
      'trusts another issuer',
      () => trust({ LimitAmount: usd('1000000000', { ...USD, issuer: BOB }) }),
      trustIntent(),
      'LimitAmount issuer',
    ],
    ['sets another limit', () => trust({ LimitAmount: usd('5') }), trustIntent(), 'LimitAmount'],
    [
      'writes a limit finer than the wallet’s units',
      () => trust({ LimitAmount: usd('0.0000001') }),
      trustIntent(),
      'LimitAmount',
    ],
    [
      'approves a removal with a limit (the line stays)',
      () => trust({ LimitAmount: usd('5') }),
      trustIntent({ kind: 'untrust', limit: '5000000' }),
      'LimitAmount',
    ],
    [
      'keeps the line where its removal was approved',
      () => trust(),
      trustIntent({ kind: 'untrust', limit: '0' }),
      'LimitAmount',
    ],
    [
      'removes the line where trust was approved (a limit of 0)',
      () => trust({ LimitAmount: usd('0') }),
      trustIntent({ limit: '0' }),
      'limit',
    ],
    [
      'approves trust without a limit',
      () => trust({ LimitAmount: usd('0') }),
      trustIntent({ limit: undefined }),
      'limit',
    ],
    ['approves no token', () => trust(), trustIntent({ token: undefined }), 'token'],
    [
      'clears NoRipple (lets balances ripple through the line)',
      () => trust({ Flags: 0x0004_0000 }),
      trustIntent(),
      'Flags',
    ],
    ['leaves NoRipple unset', () => trust({ Flags: 0 }), trustIntent(), 'Flags'],
    [
      'sets NoRipple and freezes',
      () => trust({ Flags: TF_SET_NO_RIPPLE | 0x0010_0000 }),
      trustIntent(),
      'Flags',
    ],
    [
      'changes the line’s value on the way in (QualityIn)',
      () => trust({ QualityIn: 500_000_000 }),
      trustIntent(),
      'QualityIn',
    ],
    [
      'is another transaction type',
      () => trust({ TransactionType: 'AccountSet' }),
      trustIntent(),
      'TransactionType',
    ],
    ['is a Payment where a trust line was approved', () => honest(), trustIntent(), 'Amount'],
    ['pays more fee than approved', () => trust({ Fee: '13' }), trustIntent(), 'Fee'],
    ['writes the fee as an issued amount', () => trust({ Fee: usd('1') }), trustIntent(), 'Fee'],
    ['sets a line of another account', () => trust({ Account: MALLORY }), trustIntent(), 'Account'],
    ['names another sender', () => trust(), trustIntent({ from: MALLORY }), 'from'],
    [
      'names another key',
      () => trust({ SigningPubKey: '02'.padEnd(66, '1') }),
      trustIntent(),
      'SigningPubKey',
    ],
    ['uses a ticket (Sequence 0)', () => trust({ Sequence: 0 }), trustIntent(), 'Sequence'],
    ['leaves Sequence out', () => trustWithout('Sequence'), trustIntent(), 'Sequence'],
    [
      'leaves LastLedgerSequence out',
      () => trustWithout('LastLedgerSequence'),
      trustIntent(),
      'LastLedgerSequence',
    ],
    ['leaves LimitAmount out', () => trustWithout('LimitAmount'), trustIntent(), 'LimitAmount'],
    ['writes the limit in XRP', () => trust({ LimitAmount: '1000' }), trustIntent(), 'LimitAmount'],
    [
      'lands at the approved ledger',
      () => trust({ LastLedgerSequence: CURRENT_LEDGER }),
      trustIntent(),
      'LastLedgerSequence',
    ],
    [
      'lands past the window',
      () => trust({ LastLedgerSequence: CURRENT_LEDGER + MAX_LEDGERS_AHEAD + 1 }),
      trustIntent(),
      'LastLedgerSequence',
    ],
  ];
  for (const [name, unsigned, approved, field] of vectors)
    it(`refuses: ${name}`, () => expect(() => sign(unsigned(), approved)).toThrow(refused(field)));

  it('signs at the window’s edge', () => {
    expect(
      sign(trust({ LastLedgerSequence: CURRENT_LEDGER + MAX_LEDGERS_AHEAD }), trustIntent()).hash,
    ).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(trust({ LastLedgerSequence: CURRENT_LEDGER + 1 }), trustIntent()).hash).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('refuses bytes that are not hex or too long, and bytes that do not decode or re-encode', () => {
    const notHex = expect.objectContaining({
      code: 'BAD_INPUT',
      message: 'The unsigned XRP transaction is not hex',
    });
    for (const bytes of ['zz', `zz${trust()}`, `${trust()}zz`, trust().slice(1), '00'.repeat(2049)])
      expect(() => sign(bytes, trustIntent())).toThrow(notHex);
    // 4096 hex digits are read (and do not decode)
    expect(() => sign('00'.repeat(2048), trustIntent())).toThrow(refused('transaction does not decode'));
    expect(() => sign('FF', trustIntent())).toThrow(refused('transaction does not decode'));
    expect(() => sign(`${trust()}00`, trustIntent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH' }),
    );
  });
});

describe('issued amounts as the codec writes them', () => {
  it('refuses an amount whose currency, issuer or value is not a string, naming the field', () => {
    const good = { currency: 'USD', issuer: ISSUER, value: '1' };
    expect(issued(good, 'Amount')).toEqual({ currency: 'USD', issuer: ISSUER, units: 1_000_000n });
    for (const bad of [
      { ...good, currency: 1 },
      { ...good, issuer: null },
      { ...good, value: 1 },
    ])
      expect(() => issued(bad, 'SendMax')).toThrow(refused('SendMax'));
    // a value finer than the wallet's units, or XRP drops, is no approved token amount
    expect(() => issued({ ...good, value: '0.0000001' }, 'Amount')).toThrow(refused('Amount'));
    expect(() => issued('1000', 'SendMax')).toThrow(refused('SendMax'));
  });
});

// A hostile main (or the explorer it believed) asks for a UTXO "speed-up" that is really another
// payment, or for change at an index no wallet would ever scan. The signer holds a replacement to
// its own journal record of the original and caps change indexes near what the wallet has used.
import { Transaction } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import type { SignIntent, SignIntentOf } from '../../../shared/signer/protocol';
import { addressDeriver, offlinePsbt } from '../../../test/utxo/offlinePsbt';
import { mnemonicToSeedSync } from '@scure/bip39';
import { TEST_MNEMONIC, testWallet } from '../../../test/utxo/testWallet';
import type { JournalEntry } from '../../journal/journalEntry';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { journalRecordOf } from '../../../test/utxo/journalFixtures';
import { scriptOf } from './signScripts';
import { CHANGE_INDEX_WINDOW } from './transferSigner';

const wallet = testWallet();
const acct = wallet.account('p2wpkh');
const own = addressDeriver('litecoin', 'regtest', acct);
const recipient = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
const mallory = addressDeriver(
  'litecoin',
  'regtest',
  testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong').account('p2wpkh'),
)(0, 0).address;
const s = (a: string) => scriptOf('litecoin', 'regtest', a);
const fp = new Uint8Array(4);
const keys: Keys = phraseKeys(mnemonicToSeedSync(TEST_MNEMONIC));

/** Two 100 000-litoshi inputs (indexes 0 and 1) paying `amount` to `to` and the rest minus `fee` to change 0. */
function psbt(o: { to?: string; amount?: bigint; fee: bigint; inputs?: number[]; changeIndex?: number }) {
  const inputs = (o.inputs ?? [0, 1]).map((index) => ({ account: acct, index, value: 100_000n }));
  const amount = o.amount ?? 60_000n;
  const change = own(1, o.changeIndex ?? 0);
  const p = offlinePsbt('litecoin', 'regtest', inputs, [
    { script: s(o.to ?? recipient), value: amount },
    { script: change.script, value: BigInt(inputs.length) * 100_000n - amount - o.fee },
  ]);
  p.updateOutput(1, {
    bip32Derivation: [
      { masterFingerprint: fp, pubkey: change.pubkey, path: `${acct.path}/1/${o.changeIndex ?? 0}` },
    ],
  });
  return p;
}

const intent = (over: Partial<SignIntentOf<'utxo'>> = {}): SignIntent => ({
  family: 'utxo',
  kind: 'transfer',
  chainName: 'litecoin',
  to: recipient,
  amount: '60000',
  feeCap: '5000',
  ...over,
});

function sign(
  p: ReturnType<typeof psbt>,
  i: SignIntent,
  replacing: JournalEntry | null = null,
  history: JournalEntry[] = [],
) {
  return signTransfer({
    chainName: 'litecoin',
    network: 'regtest',
    unsigned: p.toBase64(),
    intent: i,
    keys,
    replacing,
    history: () => history,
  });
}

const refused = (fn: () => unknown, text: string) =>
  expect(fn).toThrow(
    expect.objectContaining({ code: 'INTENT_MISMATCH', message: expect.stringContaining(text) }),
  );

describe('UTXO speed-up and cancel against the journal', () => {
  const original = psbt({ fee: 1_000n });
  const record = journalRecordOf(original, {
    to: recipient,
    amount: '60000',
    fee: '1000',
    values: ['100000', '100000'],
  });
  const speedUp = (over: Partial<SignIntentOf<'utxo'>> = {}) =>
    intent({ kind: 'speedUp', replaces: record.hash, ...over });

  it('records the spent coins with their amounts, the fee and the change it paid', () => {
    const out = sign(psbt({ fee: 1_000n, changeIndex: 3 }), intent());
    expect(out.fee).toBe(1_000n);
    expect(out.hash).toBe(Transaction.fromHex(out.signed).getId());
    expect(out.detail).toEqual({
      family: 'utxo',
      inputs:
        record.detail.family === 'utxo' ? record.detail.inputs.map((i) => ({ ...i, value: '100000' })) : [],
      account: acct.path,
      changeIndexes: [3],
    });
  });

  it('signs a speed-up spending the same coins, paying the same recipient, with a higher fee', () => {
    expect(() => sign(psbt({ fee: 3_000n }), speedUp(), record)).not.toThrow();
  });

  it('refuses a "speed-up" that pays a foreign address (main wrote the intent from a forged explorer answer)', () => {
    refused(
      () => sign(psbt({ fee: 3_000n, to: mallory, amount: 60_000n }), speedUp({ to: mallory }), record),
      'same recipient the same amount',
    );
    refused(
      () => sign(psbt({ fee: 3_000n, amount: 99_000n }), speedUp({ amount: '99000' }), record),
      'same recipient the same amount',
    );
  });

  it('refuses a replacement that leaves one of the original coins out (both could confirm)', () => {
    refused(() => sign(psbt({ fee: 3_000n, inputs: [0, 2] }), speedUp(), record), 'every coin');
  });

  it('refuses a replacement that pays no more than the original', () => {
    refused(() => sign(psbt({ fee: 1_000n }), speedUp(), record), 'higher fee');
  });

  it('refuses a replacement of a transaction it never signed, or a record of another chain', () => {
    refused(() => sign(psbt({ fee: 3_000n }), speedUp(), null), 'not signed by this wallet');
    const evm = { ...record, detail: { family: 'evm' } } as unknown as JournalEntry;
    refused(() => sign(psbt({ fee: 3_000n }), speedUp(), evm), 'not a transaction of this chain');
  });

  it('a cancel spends the same coins back to the wallet with a higher fee', () => {
    const back = own(1, 0).address;
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [0, 1].map((index) => ({ account: acct, index, value: 100_000n })),
      [{ script: s(back), value: 197_000n }],
    );
    p.updateOutput(0, {
      bip32Derivation: [{ masterFingerprint: fp, pubkey: own(1, 0).pubkey, path: `${acct.path}/1/0` }],
    });
    const cancel = intent({ kind: 'cancel', to: back, amount: '197000', replaces: record.hash });
    expect(() => sign(p, cancel, record)).not.toThrow();
    const cheap = offlinePsbt(
      'litecoin',
      'regtest',
      [0, 1].map((index) => ({ account: acct, index, value: 100_000n })),
      [{ script: s(back), value: 199_500n }],
    );
    cheap.updateOutput(0, {
      bip32Derivation: [{ masterFingerprint: fp, pubkey: own(1, 0).pubkey, path: `${acct.path}/1/0` }],
    });
    refused(() => sign(cheap, { ...cancel, amount: '199500' }, record), 'higher fee');
  });
});

describe('change index cap', () => {
  it('refuses change at index 2^31-1, where no wallet scanning the phrase would find it', () => {
    refused(() => sign(psbt({ fee: 1_000n, changeIndex: 2 ** 31 - 1 }), intent()), 'far beyond');
  });

  it('allows change up to the window past the highest index the wallet is known to use', () => {
    // inputs at receive indexes 0 and 1: the window starts at 1
    expect(() => sign(psbt({ fee: 1_000n, changeIndex: 1 + CHANGE_INDEX_WINDOW }), intent())).not.toThrow();
    refused(() => sign(psbt({ fee: 1_000n, changeIndex: 2 + CHANGE_INDEX_WINDOW }), intent()), 'far beyond');
    // change the journal saw paid moves the window
    const earlier = journalRecordOf(psbt({ fee: 1_000n }), {
      to: recipient,
      amount: '1',
      fee: '1',
      changeIndexes: [500],
    });
    expect(() =>
      sign(psbt({ fee: 1_000n, changeIndex: 500 + CHANGE_INDEX_WINDOW }), intent(), null, [earlier]),
    ).not.toThrow();
  });
});

describe('what a transfer must look like before any key is touched', () => {
  it('refuses inputs from two accounts of the wallet (native segwit and legacy)', () => {
    const other = wallet.account('p2pkh');
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [
        { account: acct, index: 0, value: 100_000n },
        { account: other, index: 0, value: 100_000n },
      ],
      [{ script: s(recipient), value: 199_000n }],
    );
    refused(() => sign(p, intent({ amount: '199000' })), 'different accounts');
  });

  it('refuses a transaction claiming more change outputs than one transfer could have', () => {
    const many = Array.from({ length: 65 }, (_, i) => own(1, i));
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 100_000n }],
      [{ script: s(recipient), value: 1_000n }, ...many.map((c) => ({ script: c.script, value: 1_000n }))],
    );
    many.forEach((c, i) =>
      p.updateOutput(i + 1, {
        bip32Derivation: [{ masterFingerprint: fp, pubkey: c.pubkey, path: `${acct.path}/1/${i}` }],
      }),
    );
    refused(() => sign(p, intent({ amount: '1000' })), 'too many change outputs');
  });

  it('refuses an approved recipient that is no address of this chain', () => {
    refused(() => sign(psbt({ fee: 1_000n }), intent({ to: 'not-an-address' })), 'not a valid address');
  });
});

// A wallet of one imported key (a WIF) signs from its one address: every input must spend an
// output paying that key's own script and the change goes back to that address, both derived
// here from the key, never from what main says. The vectors are what a hostile main could
// hand the signer; each names the check that refuses it.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { Transaction, type Psbt } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { addressDeriver, offlinePsbt, offlineScriptPsbt, paymentFor } from '../../../test/utxo/offlinePsbt';
import { testWallet } from '../../../test/utxo/testWallet';
import type { JournalEntry } from '../../journal/journalEntry';
import { importedKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { journalRecordOf } from '../../../test/utxo/journalFixtures';
import { scriptOf } from './signScripts';

const KEY = new Uint8Array(32).fill(0x11);
const keyOf = (compressed: boolean): Keys =>
  importedKeys('litecoin', () => ({ curve: 'secp256k1', privateKey: Uint8Array.from(KEY), compressed }));
const keys = keyOf(true);
const pub = secp256k1.getPublicKey(KEY, true);
// what the import gave this compressed key on Litecoin: its native segwit address
const me = paymentFor('litecoin', 'regtest', 'p2wpkh', pub);
// the same key's legacy address: the key's, but not this wallet's address
const meLegacy = paymentFor('litecoin', 'regtest', 'p2pkh', pub);
const stranger = addressDeriver(
  'litecoin',
  'regtest',
  testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong').account('p2wpkh'),
)(0, 0);
const recipient = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
const s = (a: string) => scriptOf('litecoin', 'regtest', a);
type UtxoIntent = Extract<SignIntent, { family: 'utxo' }>;

const coin = (script = me.script, value = 100_000n, prevTx?: Transaction | null) => ({
  script,
  value,
  ...(prevTx !== undefined ? { prevTx } : {}),
});
const out = (script: Uint8Array, value: bigint) => ({ script, value });
/** By default the honest send: one coin of 100 000, 60 000 out, 38 500 back, fee 1 500. */
const build = (inputs = [coin()], outputs = [out(s(recipient), 60_000n), out(me.script, 38_500n)]): Psbt =>
  offlineScriptPsbt('litecoin', 'regtest', inputs, outputs);
const intent = (over: Partial<UtxoIntent> = {}): UtxoIntent => ({
  family: 'utxo',
  kind: 'transfer',
  chainName: 'litecoin',
  to: recipient,
  amount: '60000',
  feeCap: '1500',
  ...over,
});

function sign(psbt: Psbt, i: SignIntent = intent(), o: { keys?: Keys; replacing?: JournalEntry } = {}) {
  return signTransfer({
    chainName: 'litecoin',
    network: 'regtest',
    unsigned: psbt.toBase64(),
    intent: i,
    keys: o.keys ?? keys,
    replacing: o.replacing ?? null,
    history: () => [],
  });
}
const refused = (message: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message });

/** The replaced send: two coins, 60 000 to the recipient, fee 1 000, change back to the address. */
const twoCoins = () => [coin(), coin()];
const originalPsbt = () =>
  build(twoCoins(), [out(s(recipient), 60_000n), out(me.script, 200_000n - 60_000n - 1_000n)]);
const original = (): JournalEntry =>
  journalRecordOf(originalPsbt(), {
    to: recipient,
    amount: '60000',
    fee: '1000',
    values: ['100000', '100000'],
  });
const speedUpPsbt = (fee: bigint, inputs = twoCoins()) =>
  build(inputs, [out(s(recipient), 60_000n), out(me.script, 200_000n - 60_000n - fee)]);
const cancelPsbt = (fee: bigint, to = me.script) => build(twoCoins(), [out(to, 200_000n - fee)]);
const speedUp = (r: JournalEntry) => intent({ kind: 'speedUp', replaces: r.hash, feeCap: '5000' });
const cancel = (r: JournalEntry, fee: bigint, to = me.address) =>
  intent({ kind: 'cancel', to, amount: String(200_000n - fee), feeCap: '5000', replaces: r.hash });

describe('an imported key signs from its one address', () => {
  it('signs a send whose change goes back to the address, and journals it with no account', () => {
    const r = sign(build());
    expect(r.fee).toBe(1_500n);
    const tx = Transaction.fromHex(r.signed);
    expect(tx.outs.map((o) => [Buffer.from(o.script).toString('hex'), o.value])).toEqual([
      [Buffer.from(s(recipient)).toString('hex'), 60_000n],
      [Buffer.from(me.script).toString('hex'), 38_500n],
    ]);
    expect([...tx.ins[0]!.witness[1]!]).toEqual([...pub]);
    expect(r.detail).toMatchObject({ family: 'utxo', account: '', changeIndexes: [] });
  });

  it('an uncompressed key signs from its P2PKH address, the only address it was ever given', () => {
    const pub65 = secp256k1.getPublicKey(KEY, false);
    const legacy = paymentFor('litecoin', 'regtest', 'p2pkh', pub65);
    const p = build([coin(legacy.script)], [out(s(recipient), 60_000n), out(legacy.script, 38_000n)]);
    const r = sign(p, intent({ feeCap: '2000' }), { keys: keyOf(false) });
    expect(r.fee).toBe(2_000n);
    expect(Transaction.fromHex(r.signed).ins[0]!.script.length).toBeGreaterThan(65 + 70);
  });

  it('signs a speed-up and a cancel of its journaled send', () => {
    const r = original();
    expect(sign(speedUpPsbt(3_000n), speedUp(r), { replacing: r }).fee).toBe(3_000n);
    expect(sign(cancelPsbt(3_000n), cancel(r, 3_000n), { replacing: r }).fee).toBe(3_000n);
  });
});

describe('an imported key refuses', () => {
  it('an input spending a stranger’s coin', () => {
    expect(() => sign(build([coin(), coin(stranger.script)]))).toThrow(
      refused('An input is not from this wallet'),
    );
  });

  it('an input spending the same key’s coin on another script (its legacy address)', () => {
    const p = build([coin(), coin(meLegacy.script)], [out(s(recipient), 60_000n), out(me.script, 138_000n)]);
    expect(() => sign(p, intent({ feeCap: '2000' }))).toThrow(refused('An input is not from this wallet'));
  });

  it('an input whose previous transaction is missing (its amount would be main’s word)', () => {
    expect(() => sign(build([coin(me.script, 100_000n, null)]))).toThrow(
      refused('An input comes without its previous transaction'),
    );
  });

  it('a phrase wallet’s coins (inputs naming derivation paths) handed to the imported key', () => {
    const w = testWallet();
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: w.account('p2wpkh'), index: 0, value: 100_000n }],
      [out(s(recipient), 60_000n), out(me.script, 38_500n)],
    );
    expect(() => sign(p)).toThrow(refused('An input is not from this wallet'));
  });

  it('change paid to a stranger', () => {
    const p = build([coin()], [out(s(recipient), 60_000n), out(stranger.script, 38_500n)]);
    expect(() => sign(p)).toThrow(
      refused('An output pays an address that is not the recipient or your change'),
    );
  });

  it('change paid to the same key’s other script, which is not this wallet’s address', () => {
    const p = build([coin()], [out(s(recipient), 60_000n), out(meLegacy.script, 38_500n)]);
    expect(() => sign(p)).toThrow(
      refused('An output pays an address that is not the recipient or your change'),
    );
  });

  it('a fee above the approved cap, or a recipient amount other than approved', () => {
    expect(() => sign(build(), intent({ feeCap: '1499' }))).toThrow(
      refused('The fee is above what you approved'),
    );
    expect(() => sign(build(), intent({ amount: '59999' }))).toThrow(
      refused('The recipient would receive a different amount'),
    );
  });

  it('a cancel that pays anywhere but back to the address', () => {
    const r = original();
    expect(() =>
      sign(cancelPsbt(3_000n, stranger.script), cancel(r, 3_000n, stranger.address), { replacing: r }),
    ).toThrow(refused('A cancel must pay back to your own address'));
  });

  it('a replacement that leaves out a coin of the send it replaces, or pays no more fee', () => {
    const r = original();
    const oneCoin = build(
      [coin()],
      [out(s(recipient), 60_000n), out(me.script, 100_000n - 60_000n - 3_000n)],
    );
    expect(() => sign(oneCoin, speedUp(r), { replacing: r })).toThrow(
      refused('A replacement must spend every coin of the transaction it replaces'),
    );
    expect(() => sign(speedUpPsbt(1_000n), speedUp(r), { replacing: r })).toThrow(
      refused('A replacement must pay a higher fee than the transaction it replaces'),
    );
  });
});

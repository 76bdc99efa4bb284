import { Transaction, type Psbt } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import type { SignIntent, SignIntentOf } from '../../../shared/signer/protocol';
import { addressDeriver, offlinePsbt, offlineScriptPsbt } from '../../../test/utxo/offlinePsbt';
import { mnemonicToSeedSync } from '@scure/bip39';
import { TEST_MNEMONIC, testWallet } from '../../../test/utxo/testWallet';
import type { JournalEntry } from '../../journal/journalEntry';
import type { SecpKeys } from '../keys/types';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { utxoParams } from '../../../shared/chains/utxo/utxoNetworks';
import { decodeWif } from '../../../shared/chains/utxo/utxoWif';
import { signTransfer, type Keys } from '../signing';
import { keyAccessFor } from '../../wallets/keyAccess';
import { utxoSigner } from './derive';
import { scriptOf } from './signScripts';
import { journalRecordOf } from '../../../test/utxo/journalFixtures';

const wallet = testWallet();
const acct = wallet.account('p2wpkh');
const own = addressDeriver('litecoin', 'regtest', acct);
const recipient = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
const foreign = addressDeriver(
  'litecoin',
  'regtest',
  testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong').account('p2wpkh'),
)(1, 0);
const s = (a: string) => scriptOf('litecoin', 'regtest', a);
const fp = new Uint8Array(4);

const keys: Keys = phraseKeys(mnemonicToSeedSync(TEST_MNEMONIC));

/** A 100 000-litoshi input paying `amount` to `to` and the rest minus 1 500 to `changeTo`. */
function psbtWith(opts: {
  to?: string;
  amount?: bigint;
  changeTo: string;
  claim?: string;
  inputPath?: string;
}): Psbt {
  const amount = opts.amount ?? 60_000n;
  const p = offlinePsbt(
    'litecoin',
    'regtest',
    [{ account: acct, index: 0, value: 100_000n }],
    [
      { script: s(opts.to ?? recipient), value: amount },
      { script: s(opts.changeTo), value: 100_000n - amount - 1_500n },
    ],
  );
  if (opts.claim)
    p.updateOutput(1, {
      bip32Derivation: [{ masterFingerprint: fp, pubkey: own(1, 0).pubkey, path: opts.claim }],
    });
  if (opts.inputPath) {
    const d = p.data.inputs[0]!.bip32Derivation![0]!;
    d.path = opts.inputPath;
  }
  return p;
}

const intent = (over: Partial<SignIntentOf<'utxo'>> = {}): SignIntent => ({
  family: 'utxo',
  kind: 'transfer',
  chainName: 'litecoin',
  to: recipient,
  amount: '60000',
  feeCap: '1500',
  ...over,
});
const sign = (
  p: Psbt,
  i: SignIntent = intent(),
  k: Keys = keys,
  journal: { replacing?: JournalEntry; history?: JournalEntry[] } = {},
): string =>
  signTransfer({
    chainName: 'litecoin',
    network: 'regtest',
    unsigned: p.toBase64(),
    intent: i,
    keys: k,
    replacing: journal.replacing ?? null,
    history: () => journal.history ?? [],
  }).signed;
/** The wallet's keys, recording the path of every public key asked for (each one a derivation). */
function counting(paths: string[]): Keys {
  const wrap = (k: SecpKeys): SecpKeys => ({
    publicKey: (path) => {
      paths.push(path);
      return k.publicKey(path);
    },
    sign: (path, digest) => k.sign(path, digest),
    signSchnorrTaproot: (path, hash) => k.signSchnorrTaproot(path, hash),
    extendedPublicKey: (path) => k.extendedPublicKey(path),
    underAccount: (account, use) => k.underAccount(account, (inner) => use(wrap(inner))),
  });
  return { ...keys, secp: wrap(keys.secp) };
}
const refusal = (text: string) =>
  expect.objectContaining({ code: 'INTENT_MISMATCH', message: expect.stringContaining(text) });

describe('signUtxoTransfer (through the signer table)', () => {
  it('signs a transfer whose change output claims its path, paying exactly what was approved', () => {
    const hex = sign(psbtWith({ changeTo: own(1, 25).address, claim: `${acct.path}/1/25` }));
    const tx = Transaction.fromHex(hex);
    expect(tx.outs.map((o) => o.value)).toEqual([60_000n, 38_500n]);
    expect(tx.ins[0]!.witness).toHaveLength(2);
  });

  it('finds unclaimed change among the first change addresses, but not beyond them', () => {
    expect(() => sign(psbtWith({ changeTo: own(1, 3).address }))).not.toThrow();
    expect(() => sign(psbtWith({ changeTo: own(1, 25).address }))).toThrow(
      refusal('not the recipient or your change'),
    );
  });

  it('derives only the change its outputs claim, and scans the first addresses only for unclaimed change', () => {
    const claimed: string[] = [];
    sign(psbtWith({ changeTo: own(1, 7).address, claim: `${acct.path}/1/7` }), intent(), counting(claimed));
    // the recipient's output names no path and is no change: nothing to scan for
    expect(claimed.filter((p) => p.includes("'/1/"))).toEqual([`${acct.path}/1/7`]);
    const scanned: string[] = [];
    const r = signTransfer({
      chainName: 'litecoin',
      network: 'regtest',
      unsigned: psbtWith({ changeTo: own(1, 3).address }).toBase64(),
      intent: intent(),
      keys: counting(scanned),
      replacing: null,
      history: () => [],
    });
    expect(new Set(scanned.filter((p) => p.includes("'/1/"))).size).toBe(20);
    // the journal keeps the change this transaction pays, not every address scanned for it
    expect(r.detail).toMatchObject({ family: 'utxo', account: acct.path, changeIndexes: [3] });
  });

  it('takes as many as 64 change outputs claiming their paths (one derivation each)', () => {
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 100_000n }],
      [
        { script: s(recipient), value: 1_000n },
        ...Array.from({ length: 64 }, (_, i) => ({ script: own(1, i).script, value: 1_000n })),
      ],
    );
    for (let i = 0; i < 64; i++)
      p.updateOutput(i + 1, {
        bip32Derivation: [{ masterFingerprint: fp, pubkey: own(1, i).pubkey, path: `${acct.path}/1/${i}` }],
      });
    expect(() => sign(p, intent({ amount: '1000', feeCap: '35000' }))).not.toThrow();
  });

  it('derives the claimed change address itself: a claim on a foreign output does not make it ours', () => {
    expect(() => sign(psbtWith({ changeTo: foreign.address, claim: `${acct.path}/1/0` }))).toThrow(
      refusal('not the recipient or your change'),
    );
  });

  it('refuses a tampered amount, recipient or fee cap', () => {
    const p = psbtWith({ changeTo: own(1, 0).address, claim: `${acct.path}/1/0` });
    expect(() => sign(p, intent({ amount: '50000' }))).toThrow(refusal('recipient'));
    expect(() => sign(p, intent({ to: foreign.address }))).toThrow(refusal('not the recipient'));
    expect(() => sign(p, intent({ feeCap: '1499' }))).toThrow(refusal('fee is above'));
    expect(() => sign(psbtWith({ changeTo: own(1, 0).address, amount: 59_000n }))).toThrow(
      refusal('recipient'),
    );
  });

  it('reads the change index of its own records only, whatever else the history holds', () => {
    const p = psbtWith({ changeTo: own(1, 250).address, claim: `${acct.path}/1/250` });
    const mine = journalRecordOf(p, { to: recipient, amount: '1', fee: '1', changeIndexes: [100] });
    // another family's record, even one with a field of the same name, is no record of change
    const evm = { ...mine, detail: { family: 'evm', account: acct.path } } as unknown as JournalEntry;
    expect(() => sign(p, intent(), keys, { history: [evm, mine] })).not.toThrow();
    expect(() => sign(p, intent(), keys, { history: [evm] })).toThrow(refusal('far beyond'));
  });

  it('refuses inputs outside the wallet account for this network', () => {
    const mainnetCoin = psbtWith({ changeTo: own(1, 0).address, inputPath: "m/84'/2'/0'/0/0" });
    expect(() => sign(mainnetCoin)).toThrow(refusal('not from this wallet'));
    const otherAccount = psbtWith({ changeTo: own(1, 0).address, inputPath: "m/84'/1'/5'/0/0" });
    expect(() => sign(otherAccount)).toThrow(refusal('not from this wallet'));
  });

  it('lets a cancel pay only back to the wallet', () => {
    const back = own(1, 2).address;
    const p = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 100_000n }],
      [{ script: s(back), value: 98_000n }],
    );
    p.updateOutput(0, {
      bip32Derivation: [{ masterFingerprint: fp, pubkey: own(1, 2).pubkey, path: `${acct.path}/1/2` }],
    });
    const original = journalRecordOf(p, { to: recipient, amount: '60000', fee: '1500' });
    expect(() =>
      sign(p, intent({ kind: 'cancel', to: back, amount: '98000', feeCap: '2000' }), keys, {
        replacing: original,
      }),
    ).not.toThrow();
    const away = offlinePsbt(
      'litecoin',
      'regtest',
      [{ account: acct, index: 0, value: 100_000n }],
      [{ script: s(recipient), value: 98_000n }],
    );
    expect(() =>
      sign(away, intent({ kind: 'cancel', amount: '98000', feeCap: '2000' }), keys, { replacing: original }),
    ).toThrow(refusal('pay back to your own address'));
  });

  it('an imported WIF signs from the very address its import gave it, change back to it', () => {
    const wif = 'cVt4o7BGAig1UXywgGSmARhxMdzP5qvQsxKkSsc1XEkw3tDTQFpy';
    const imported = keyAccessFor(
      { kind: 'privateKey', chainName: 'litecoin', privateKey: wif },
      null,
      'regtest',
    );
    const { address } = utxoSigner.addressFromPrivateKey(wif, { chain: 'litecoin', network: 'regtest' });
    expect(address).toMatch(/^rltc1q/);
    const p = offlineScriptPsbt(
      'litecoin',
      'regtest',
      [{ script: s(address), value: 100_000n }],
      [
        { script: s(recipient), value: 60_000n },
        { script: s(address), value: 38_500n },
      ],
    );
    expect(Transaction.fromHex(sign(p, intent(), imported)).outs).toHaveLength(2);
    // the same coins handed to another key are not its own
    expect(() =>
      sign(
        p,
        intent(),
        importedKeys('litecoin', () => ({
          curve: 'secp256k1',
          ...decodeWif(wif, utxoParams('litecoin', 'regtest')),
          privateKey: new Uint8Array(32).fill(3),
        })),
      ),
    ).toThrow(refusal('not from this wallet'));
  });

  it('refuses a memo: a UTXO transfer carries none', () => {
    expect(() =>
      sign(psbtWith({ changeTo: own(1, 0).address }), intent({ memo: { kind: 'tag', value: '7' } })),
    ).toThrow(refusal('memo'));
  });
});

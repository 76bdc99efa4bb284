/**
 * What the signing journal costs (issue 10): the family signer alone against the same
 * signature plus the journal's work — the record sealed and appended to disk before the
 * signature is released, and for a speed-up the lookup and the check against the record —
 * for an EVM transfer and a 100-input UTXO transaction, with the real key access (stepwise
 * derivation, every node wiped) and a journal already holding 1000 records. Interleaved
 * rounds, medians, one run; the ratio is the figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transaction } from 'ethers';
import type { SignIntent } from '../shared/signer/protocol';
import { evmAddressOf } from '../signer/chains/evm/sign';
import { loadAllSigning } from '../signer/chains/registry';
import { signTransfer, type SignedTransfer, type TransferSignParams } from '../signer/chains/signing';
import type { JournalEntry } from '../signer/journal/journalEntry';
import { SigningJournal } from '../signer/journal/signingJournal';
import { keyAccessFor } from '../signer/wallets/keyAccess';
import { phraseToSeed } from '../signer/wallets/phrase';
import { offlinePsbt } from '../test/utxo/offlinePsbt';
import { TEST_MNEMONIC, testWallet } from '../test/utxo/testWallet';
import { percentile } from './stats';

const EVM_ROUNDS = 300;
const UTXO_ROUNDS = 12;
const UTXO_INPUTS = 100;
const EVM_PATH = "m/44'/60'/0'/0/0";

const entryOf = (p: TransferSignParams, out: SignedTransfer, replaces?: string): JournalEntry => ({
  walletId: 'w1',
  chainName: p.chainName,
  hash: out.hash,
  kind: p.intent.kind,
  at: Date.now(),
  to: p.intent.to,
  amount: p.intent.amount,
  feeCap: p.intent.feeCap,
  fee: out.fee.toString(),
  ...(replaces ? { replaces } : {}),
  signed: out.signed,
  detail: out.detail,
});

const timed = (fn: () => void, into: number[]) => {
  const t = performance.now();
  fn();
  into.push(performance.now() - t);
};

/** Median ms of `bare` and of `journaled`, in ABBA order so neither always runs second. */
function pair(rounds: number, bare: () => void, journaled: () => void) {
  const a: number[] = [];
  const b: number[] = [];
  bare();
  journaled(); // warm-up
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      timed(bare, a);
      timed(journaled, b);
    } else {
      timed(journaled, b);
      timed(bare, a);
    }
  }
  return { bare: percentile(a, 50), journaled: percentile(b, 50) };
}

export async function benchJournal(): Promise<Record<string, string>> {
  // signing on a family loads its libraries first, as the signer's handlers do
  await loadAllSigning();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'journal-bench-'));
  try {
    const journal = await SigningJournal.open(
      dir,
      randomBytes(32).toString('hex'),
      new Set(['w1']),
      Date.now(),
    );
    const keys = keyAccessFor(
      { kind: 'phrase', phrase: TEST_MNEMONIC, passphrase: '' },
      phraseToSeed(TEST_MNEMONIC, ''),
      'mainnet',
    );
    const history = () => journal.entriesOf('w1', 'ethereum');
    const me = evmAddressOf(keys.secp, EVM_PATH);
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const evmTx = (maxFee: bigint) =>
      Transaction.from({
        type: 2,
        chainId: 1n,
        nonce: 0,
        to,
        value: 1n,
        gasLimit: 21000n,
        maxFeePerGas: maxFee,
        maxPriorityFeePerGas: 10n ** 9n,
      }).unsignedSerialized;
    const intent: SignIntent = {
      family: 'evm',
      kind: 'transfer',
      chainName: 'ethereum',
      from: me,
      to,
      amount: '1',
      feeCap: (21000n * 10n ** 11n).toString(),
      nonce: 0,
    };
    const evm: TransferSignParams = {
      chainName: 'ethereum',
      network: 'mainnet',
      unsigned: evmTx(10n ** 10n),
      intent,
      activePath: EVM_PATH,
      keys,
      replacing: null,
      history,
    };
    // a journal with history: 1000 earlier records
    const first = signTransfer(evm);
    for (let i = 0; i < 1000; i++)
      journal.record({ ...entryOf(evm, first), hash: randomBytes(32).toString('hex') });
    const original = entryOf(evm, first);
    journal.record(original);

    const transfer = pair(
      EVM_ROUNDS,
      () => signTransfer(evm),
      () => journal.record(entryOf(evm, signTransfer(evm))),
    );
    const speedUp: TransferSignParams = {
      ...evm,
      unsigned: evmTx(2n * 10n ** 10n),
      intent: { ...intent, kind: 'speedUp', replaces: original.hash },
    };
    const sped = pair(
      EVM_ROUNDS,
      () => signTransfer({ ...speedUp, replacing: original }),
      () => {
        const replacing = journal.find('w1', 'ethereum', original.hash);
        journal.record(entryOf(speedUp, signTransfer({ ...speedUp, replacing }), original.hash));
      },
    );

    const account = testWallet().account('p2wpkh');
    const inputs = Array.from({ length: UTXO_INPUTS }, (_, i) => ({ account, index: i, value: 100_000n }));
    const recipient = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
    const psbt = offlinePsbt('litecoin', 'regtest', inputs, [
      { script: Buffer.from('0014751e76e8199196d454941c45d1b3a323f1433bd6', 'hex'), value: 9_000_000n },
    ]).toBase64();
    const utxo: TransferSignParams = {
      chainName: 'litecoin',
      network: 'regtest',
      unsigned: psbt,
      intent: {
        family: 'utxo',
        kind: 'transfer',
        chainName: 'litecoin',
        to: recipient,
        amount: '9000000',
        feeCap: '1000000',
      },
      keys,
      replacing: null,
      history: () => journal.entriesOf('w1', 'litecoin'),
    };
    const big = pair(
      UTXO_ROUNDS,
      () => signTransfer(utxo),
      () => journal.record(entryOf(utxo, signTransfer(utxo))),
    );

    const pct = (r: { bare: number; journaled: number }) =>
      `${(((r.journaled - r.bare) / r.bare) * 100).toFixed(1)} %`;
    return {
      'EVM transfer: sign alone, median': `${transfer.bare.toFixed(3)} ms`,
      'EVM transfer: sign + journal record, median': `${transfer.journaled.toFixed(3)} ms`,
      'EVM transfer: journal adds': pct(transfer),
      'EVM speed-up: sign alone, median': `${sped.bare.toFixed(3)} ms`,
      'EVM speed-up: lookup + check + sign + record, median': `${sped.journaled.toFixed(3)} ms`,
      'EVM speed-up: journal adds': pct(sped),
      [`UTXO ${UTXO_INPUTS}-input: sign alone, median`]: `${big.bare.toFixed(1)} ms`,
      [`UTXO ${UTXO_INPUTS}-input: sign + journal record, median`]: `${big.journaled.toFixed(1)} ms`,
      [`UTXO ${UTXO_INPUTS}-input: journal adds`]: pct(big),
      'journal records on disk': String(
        journal.entriesOf('w1', 'ethereum').length + journal.entriesOf('w1', 'litecoin').length,
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

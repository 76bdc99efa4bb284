// What the signer's unlock reports when the vault or the signing journal did not open as they
// were, through the signer protocol as main speaks it: nothing is lost without it being said.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Transaction } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import type { SignIntent } from '../../shared/signer/protocol';
import { addWallet, emptyWalletsState } from '../../shared/wallets';
import { JOURNAL_FILE, readJournal } from '../journal/journalLog';
import { VAULT_FILE } from '../vault';
import { VAULT_LAYOUT } from '../vault/format';
import { decryptVaultFile, flipByte, makeTempDirs } from '../../test/signer/testSupport';
import { startSigner } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PASSWORD = 'correct horse battery';
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const OTHER = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PATH = "m/44'/60'/0'/0/0";
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const GWEI = 10n ** 9n;

const unsigned = (nonce: number) =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce,
    to: BOB,
    value: 1000n,
    gasLimit: 21000n,
    maxFeePerGas: 20n * GWEI,
    maxPriorityFeePerGas: GWEI,
  }).unsignedSerialized;

const intent = (nonce: number): SignIntent => ({
  family: 'evm',
  kind: 'transfer',
  chainName: 'ethereum',
  from: ME,
  to: BOB,
  amount: '1000',
  feeCap: (21000n * 100n * GWEI).toString(),
  nonce,
});

async function oneWallet() {
  const dir = tmp.make();
  const signer = startSigner(dir);
  const first = addWallet(
    emptyWalletsState(),
    { kind: 'phrase', origin: 'imported' },
    { catalogue: CATALOGUE },
  );
  await signer.call('addWallet', {
    walletId: first.wallet.id,
    source: { kind: 'phrase', phrase: PHRASE },
    state: first.state,
    password: PASSWORD,
    replace: false,
  });
  const walletId = first.wallet.id;
  const send = (nonce: number) =>
    signer.call('signTransfer', {
      walletId,
      network: 'mainnet',
      unsigned: unsigned(nonce),
      intent: intent(nonce),
      activePath: PATH,
    });
  return { dir, signer, walletId, state: first.state, send };
}

async function journalKeyOf(dir: string): Promise<Buffer> {
  const payload = JSON.parse(await decryptVaultFile(path.join(dir, VAULT_FILE), PASSWORD)) as {
    journalKey: string;
  };
  return Buffer.from(payload.journalKey, 'hex');
}

/** Byte offset where each record of the journal file starts. */
function recordOffsets(file: string): number[] {
  const b = readFileSync(file);
  const out: number[] = [];
  for (let at = 0; at < b.length; at += 4 + b.readUInt32BE(at)) out.push(at);
  return out;
}

describe("the signer's unlock report", () => {
  it('a clean unlock reports nothing', async () => {
    const { dir, send } = await oneWallet();
    await send(0);
    const r = await startSigner(dir).call('unlock', { password: PASSWORD });
    expect(r.report).toBeUndefined();
  });

  it('a damaged vault file: the older save opens, and the report says so and where the damaged file is', async () => {
    const { dir, signer, state } = await oneWallet();
    const second = addWallet(state, { kind: 'phrase', origin: 'imported' }, { catalogue: CATALOGUE });
    await signer.call('addWallet', {
      walletId: second.wallet.id,
      source: { kind: 'phrase', phrase: OTHER },
      state: second.state,
      replace: false,
    });
    flipByte(path.join(dir, VAULT_FILE), VAULT_LAYOUT.body + 10);
    const r = await startSigner(dir).call('unlock', { password: PASSWORD });
    // the wallet added in the last save is not in the save that opened: main names it from its cache
    expect(r.state.wallets.map((w) => w.id)).toEqual([state.wallets[0]!.id]);
    expect(r.report?.vault).toMatchObject({ problem: 'damaged', restored: 'backup' });
    expect(readdirSync(dir)).toContain(r.report!.vault!.keptAs);
  });

  it('a damaged journal record: how many, signed between which readable ones, and the file kept aside', async () => {
    const { dir, send } = await oneWallet();
    for (const nonce of [0, 1, 2]) await send(nonce);
    const file = path.join(dir, JOURNAL_FILE);
    const key = await journalKeyOf(dir);
    const [first, , third] = readJournal(file, key).entries;
    flipByte(file, recordOffsets(file)[1]! + 30);
    const damagedBytes = readFileSync(file);

    const restarted = startSigner(dir);
    const r = await restarted.call('unlock', { password: PASSWORD });
    expect(r.report?.vault).toBeUndefined();
    expect(r.report?.journal).toMatchObject({
      records: 1,
      restUnreadable: false,
      signedAfter: first!.at,
      signedBefore: third!.at,
    });
    const keptAs = r.report!.journal!.keptAs!;
    expect(readFileSync(path.join(dir, keptAs)).equals(damagedBytes)).toBe(true);
    // told once: the journal now holds the readable records only
    expect((await startSigner(dir).call('unlock', { password: PASSWORD })).report).toBeUndefined();
    expect(readJournal(file, key).entries.map((e) => e.at)).toEqual([first!.at, third!.at]);
  });

  it('a broken length field: the rest of the file is reported lost', async () => {
    const { dir, send } = await oneWallet();
    for (const nonce of [0, 1, 2]) await send(nonce);
    const file = path.join(dir, JOURNAL_FILE);
    const [first] = readJournal(file, await journalKeyOf(dir)).entries;
    flipByte(file, recordOffsets(file)[1]! + 1);
    const r = await startSigner(dir).call('unlock', { password: PASSWORD });
    expect(r.report?.journal).toMatchObject({ records: 1, restUnreadable: true, signedAfter: first!.at });
    expect(r.report?.journal?.signedBefore).toBeUndefined();
  });

  it('a vault restored from a save older than the journal key: every journal record is reported', async () => {
    const { dir, send } = await oneWallet();
    // the first signature adds the journal key in a save of its own: the backup lacks it
    await send(0);
    flipByte(path.join(dir, VAULT_FILE), VAULT_LAYOUT.body + 10);
    const r = await startSigner(dir).call('unlock', { password: PASSWORD });
    expect(r.report?.vault).toMatchObject({ problem: 'damaged', restored: 'backup' });
    expect(r.report?.journal).toMatchObject({ records: 1 });
  });
});

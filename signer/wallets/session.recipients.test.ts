// recipientCheck through the signer protocol, as main (or a hostile main) speaks it: the answer
// comes from the signer's own journal, and main has no way to add to or subtract from it.
import { Transaction } from 'ethers';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import type { SignIntent } from '../../shared/signer/protocol';
import { addWallet, emptyWalletsState } from '../../shared/wallets';
import { makeTempDirs } from '../../test/signer/testSupport';
import { recipientCheck } from '../journal/recipientCheck';
import type { JournalEntry } from '../journal/journalEntry';
import { startSigner } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PASSWORD = 'correct horse battery';
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const PATH = "m/44'/60'/0'/0/0";
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** BOB's first 3 and last 4 hex digits around another middle: a poisoner's copy */
const BOB_ALIKE = `0x${BOB.slice(2, 5)}${'a'.repeat(33)}${BOB.slice(-4)}`;
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const GWEI = 10n ** 9n;

const unsigned = (to: string) =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 0,
    to,
    value: 1000n,
    gasLimit: 21000n,
    maxFeePerGas: 20n * GWEI,
    maxPriorityFeePerGas: GWEI,
  }).unsignedSerialized;

const intent = (to: string): SignIntent => ({
  family: 'evm',
  kind: 'transfer',
  chainName: 'ethereum',
  from: ME,
  to,
  amount: '1000',
  feeCap: (21000n * 100n * GWEI).toString(),
  nonce: 0,
});

async function walletThatPaidBob() {
  const dir = tmp.make();
  const signer = startSigner(dir);
  const first = addWallet(
    emptyWalletsState(),
    { kind: 'phrase', origin: 'imported' },
    { catalogue: CATALOGUE },
  );
  const walletId = first.wallet.id;
  await signer.call('addWallet', {
    walletId,
    source: { kind: 'phrase', phrase: PHRASE },
    state: first.state,
    password: PASSWORD,
    replace: false,
  });
  const before = Date.now();
  await signer.call('signTransfer', {
    walletId,
    network: 'mainnet',
    unsigned: unsigned(BOB),
    intent: intent(BOB),
    activePath: PATH,
  });
  return { dir, signer, walletId, before };
}

describe('recipientCheck (signer)', () => {
  it('before any signature every recipient is a first send', async () => {
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
    const r = await signer.call('recipientCheck', {
      walletId: first.wallet.id,
      chainName: 'ethereum',
      recipient: BOB,
    });
    expect(r).toEqual({ firstSend: true });
  });

  it('knows whom the wallet paid, in any letter case, and that nobody else was paid', async () => {
    const { signer, walletId } = await walletThatPaidBob();
    const ask = (recipient: string, chainName = 'ethereum') =>
      signer.call('recipientCheck', { walletId, chainName, recipient });
    expect(await ask(BOB)).toEqual({ firstSend: false });
    expect(await ask(BOB.toLowerCase())).toEqual({ firstSend: false });
    expect(await ask(CAROL)).toEqual({ firstSend: true });
    // paid on Ethereum is not paid on Base: the journal is per chain
    expect(await ask(BOB, 'base')).toEqual({ firstSend: true });
  });

  it('names the paid address a look-alike mimics, with the date it was paid, from the journal on disk', async () => {
    const { dir, walletId, before } = await walletThatPaidBob();
    // a restarted signer reads it back from its sealed journal: nothing main keeps is consulted
    const restarted = startSigner(dir);
    await restarted.call('unlock', { password: PASSWORD });
    const r = await restarted.call('recipientCheck', {
      walletId,
      chainName: 'ethereum',
      recipient: BOB_ALIKE,
    });
    expect(r.firstSend).toBe(true);
    expect(r.lookalikeOf?.address).toBe(BOB);
    expect(r.lookalikeOf!.date).toBeGreaterThanOrEqual(before);
    expect(r.lookalikeOf!.date).toBeLessThanOrEqual(Date.now());
  });

  it("main cannot tell it otherwise: claims in the request are refused, another wallet's record is not read", async () => {
    const { signer, walletId } = await walletThatPaidBob();
    // main claiming the look-alike is known (a forged history, an address-book entry) has no field to say it in
    const forged = await signer.refused('recipientCheck', {
      walletId,
      chainName: 'ethereum',
      recipient: BOB_ALIKE,
      known: [BOB_ALIKE],
      firstSend: false,
    } as never);
    expect(forged).toMatchObject({ code: 'BAD_INPUT' });
    const other = await signer.call('recipientCheck', {
      walletId: walletId === '999' ? '998' : '999',
      chainName: 'ethereum',
      recipient: BOB,
    });
    expect(other).toEqual({ firstSend: true });
    await signer.call('lock', {});
    expect(
      await signer.refused('recipientCheck', { walletId, chainName: 'ethereum', recipient: BOB }),
    ).toMatchObject({ code: 'LOCKED' });
  });
});

describe('recipientCheck (journal rule)', () => {
  const entry = (over: Partial<JournalEntry>): JournalEntry =>
    ({ kind: 'transfer', at: 1, to: BOB, ...over }) as JournalEntry;

  it('takes the latest date an address was paid, and ignores cancels and dapp records', () => {
    const entries = [entry({ at: 10 }), entry({ at: 30, to: BOB.toLowerCase() }), entry({ at: 20 })];
    expect(recipientCheck(entries, BOB_ALIKE)).toEqual({
      firstSend: true,
      lookalikeOf: { address: BOB, date: 30 },
    });
    expect(recipientCheck([entry({ kind: 'cancel' }), entry({ kind: 'dapp' })], BOB)).toEqual({
      firstSend: true,
    });
  });
});

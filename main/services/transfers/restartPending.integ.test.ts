// "Pending transactions survive a restart and polling resumes", with real parts: anvil with
// Ethereum's chain id (the signer's registry check) and mining off so sends wait in the
// mempool, the Etherscan-format explorer stand-in reading anvil's blocks, the real EVM family,
// and two app runs (real signer process, real SQLite cache) on one data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Wallet, getAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../../shared/amount';
import type { EventPayload } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../../../test/evm/explorerServer';
import { EVM_ERRORS } from '../../chains/evm/errors';
import { createEvmWalletFamily } from '../../chains/evm/walletFamily';
import { createHttp } from '../../net/http';

const PASSWORD = 'correct horse battery';
const ETH = (n: string) => parseUnits(n, 18);
const COIN = 'ethereum:native';
/** the first run gives up quickly, so the transaction is left 'pending' at shutdown */
const GIVE_UP_FAST = { intervalMs: 50, tries: 3 };
/** the second run keeps polling long enough to see the block mined later in the test */
const KEEP_POLLING = { intervalMs: 100, tries: 600 };
const WAIT = { timeout: 15_000, interval: 50 };

let anvil: Anvil;
let explorer: ExplorerServer;
const open = new Set<TestApp>();
const dirs: string[] = [];

type Status = EventPayload<'tx.status'>;

/** One app run on `dataDir` with a freshly built family, as after a real restart. */
async function startRun(dataDir: string, confirm: { intervalMs: number; tries: number }) {
  const statuses: Status[] = [];
  const notes: string[] = [];
  const family = createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: anvil.url, explorerUrl: explorer.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  const t = await startTestApp({
    dataDir,
    families: { evm: family },
    confirm,
    notify: (title, body) => notes.push(`${title}: ${body}`),
  });
  open.add(t);
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as Status);
  });
  const { call, fails } = dispatcher(() => t.app.dispatch);
  const overview = () => call('coin.overview', { coinId: COIN });
  return {
    call,
    fails,
    overview,
    /** the pending list as [hash, PENDING/QUEUE] in the order the overview shows it */
    pendingRows: async () => (await overview()).pending.map((p) => [p.hash, p.status]),
    statuses,
    /** [hash, status] of every tx.status event, in order */
    seen: () => statuses.map((s) => [s.hash, s.status]),
    notes,
    dispose: async () => {
      open.delete(t);
      await t.dispose();
    },
  };
}

function newDataDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'restart-pending-'));
  dirs.push(d);
  return d;
}
const balanceOf = async (a: string) => BigInt(await anvil.rpc<string>('eth_getBalance', [a, 'latest']));
const poolTx = (hash: string) =>
  anvil.rpc<{ nonce: string; to: string; value: string; maxFeePerGas: string } | null>(
    'eth_getTransactionByHash',
    [hash],
  );
async function paidFee(hash: string): Promise<bigint> {
  const r = await anvil.rpc<{ gasUsed: string; effectiveGasPrice: string }>('eth_getTransactionReceipt', [
    hash,
  ]);
  return BigInt(r.gasUsed) * BigInt(r.effectiveGasPrice);
}
async function send(run: Awaited<ReturnType<typeof startRun>>, to: string, amount: string) {
  const form = { coinId: COIN, to, amount, sendAll: false, feeOption: 'Normal' as const };
  const q = await run.call('send.quote', form);
  return (await run.call('send.submit', { ...form, approvedFee: q.fee })).hash;
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, noMining: true });
  explorer = await startExplorerServer(anvil.url);
});
afterAll(async () => {
  // each step on its own, so one failure does not leave a signer or anvil running
  for (const t of open) await t.dispose().catch(() => {});
  await explorer?.close().catch(() => {});
  await anvil?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('restart with a pending transaction (real anvil, signer and cache)', () => {
  it('the pending entry survives, polling resumes at unlock and confirms after a block', async () => {
    const dataDir = newDataDir();
    const bob = getAddress('0x000000000000000000000000000000000000b0b0');
    const me = new Wallet(ANVIL_KEYS[0]).address;

    const first = await startRun(dataDir, GIVE_UP_FAST);
    await first.call('wallets.importKey', {
      chainName: 'ethereum',
      privateKey: ANVIL_KEYS[0],
      password: PASSWORD,
    });
    await first.call('settings.update', { notifications: { sent: true } });
    expect((await first.overview()).receiveAddress).toBe(me);
    const bobBefore = await balanceOf(bob);
    const hash = await send(first, bob, '0.25');
    expect(await poolTx(hash)).not.toBeNull(); // in anvil's mempool, not mined
    await expect.poll(first.seen, WAIT).toEqual([
      [hash, 'submitted'],
      [hash, 'pending'],
    ]);
    expect(await first.pendingRows()).toEqual([[hash, 'PENDING']]);
    expect(first.notes).toEqual([]);
    await first.dispose();

    const second = await startRun(dataDir, KEEP_POLLING);
    // a fresh signer: it holds no secret until the password, though the vault is on disk
    expect(await second.call('signer.status', {})).toMatchObject({ locked: true, hasVault: true });
    await second.call('session.unlock', { password: PASSWORD });
    // nothing mined yet: the entry comes from the cache and the resumed loop has nothing to say
    const before = await second.overview();
    expect(before.pending).toEqual([
      { hash, date: expect.any(Number), kind: 'transfer', status: 'PENDING', canReplace: true },
    ]);
    expect(before.history).toEqual([]);
    expect(second.statuses).toEqual([]);

    await anvil.rpc('evm_mine', []);
    // only the confirmation loop emits tx.status: this event is the resumed polling at work
    await expect
      .poll(() => second.statuses, WAIT)
      .toEqual([
        { coinId: COIN, hash, kind: 'transfer', status: 'confirmed', symbol: 'ETH', amount: '0.25' },
      ]);
    expect(second.notes).toEqual(['ETH sent: 0.25 ETH confirmed']);
    const after = await second.overview();
    expect(after.pending).toEqual([]);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({
      hash,
      amount: '-0.25',
      status: 'success',
      direction: 'out',
      to: bob.toLowerCase(),
    });
    expect(ETH(after.balance!)).toBe(ETH('10000') - ETH('0.25') - (await paidFee(hash)));
    expect((await balanceOf(bob)) - bobBefore).toBe(ETH('0.25'));
    await second.dispose();
  }, 60_000);

  it('two pending (n, n+1) at shutdown: PENDING then QUEUE after restart, speed-up, both confirm', async () => {
    const dataDir = newDataDir();
    const carol = getAddress('0x000000000000000000000000000000000000ca01');

    const first = await startRun(dataDir, GIVE_UP_FAST);
    await first.call('wallets.importKey', {
      chainName: 'ethereum',
      privateKey: ANVIL_KEYS[1],
      password: PASSWORD,
    });
    // off in the first run, read from disk in the second: its confirmations stay silent
    await first.call('settings.update', { notifications: { sent: false } });
    const carolBefore = await balanceOf(carol);
    const a = await send(first, carol, '0.1');
    const b = await send(first, carol, '0.2');
    const [na, nb] = [(await poolTx(a))!.nonce, (await poolTx(b))!.nonce].map((n) => Number(BigInt(n)));
    expect(nb).toBe(na! + 1);
    await expect.poll(() => first.seen().filter(([, s]) => s === 'pending').length, WAIT).toBe(2);
    expect(await first.pendingRows()).toEqual([
      [a, 'PENDING'],
      [b, 'QUEUE'],
    ]);
    await first.dispose();

    const second = await startRun(dataDir, KEEP_POLLING);
    await second.call('session.unlock', { password: PASSWORD });
    expect(await second.pendingRows()).toEqual([
      [a, 'PENDING'],
      [b, 'QUEUE'],
    ]);
    // the nonce rule holds after the restart: the queued one cannot jump ahead
    expect((await second.fails('tx.replaceQuote', { coinId: COIN, hash: b, kind: 'speedUp' })).message).toBe(
      EVM_ERRORS.inQueue,
    );

    const original = (await poolTx(a))!;
    // the signer's journal outlived the restart: the replacement of a transaction signed by the
    // previous run is checked against that run's record
    const quote = await second.call('tx.replaceQuote', { coinId: COIN, hash: a, kind: 'speedUp' });
    const s = (await second.call('tx.speedUp', { coinId: COIN, hash: a, approvedFee: quote.fee })).hash;
    const sped = (await poolTx(s))!;
    expect([sped.nonce, sped.to, sped.value]).toEqual([original.nonce, original.to, original.value]);
    expect(BigInt(sped.maxFeePerGas)).toBe(2n * BigInt(original.maxFeePerGas));
    expect(await poolTx(a)).toBeNull(); // replaced in anvil's pool
    // by hash, not by row order: the cache lists by send date, so the replacement now comes after b
    expect(Object.fromEntries(await second.pendingRows())).toEqual({ [s]: 'PENDING', [b]: 'QUEUE' });

    await anvil.rpc('evm_mine', []);
    await expect
      .poll(
        () =>
          second
            .seen()
            .filter(([, st]) => st !== 'submitted')
            .sort(),
        WAIT,
      )
      .toEqual(
        [
          [s, 'confirmed'],
          [b, 'confirmed'],
        ].sort(),
      );
    expect(second.seen()[0]).toEqual([s, 'submitted']);
    expect(second.statuses.some((x) => x.hash === a)).toBe(false); // the replaced loop stopped quietly
    expect(second.statuses.find((x) => x.hash === s)).toMatchObject({ kind: 'speedUp', amount: '0.1' });
    expect(second.notes).toEqual([]);

    const after = await second.overview();
    expect(after.pending).toEqual([]);
    expect(after.history.map((h) => [h.hash, h.amount, h.status]).sort()).toEqual(
      [
        [s, '-0.1', 'success'],
        [b, '-0.2', 'success'],
      ].sort(),
    );
    expect(await poolTx(a)).toBeNull();
    expect((await balanceOf(carol)) - carolBefore).toBe(ETH('0.3'));
    await second.dispose();
  }, 60_000);

  it('an entry whose nonce was mined by another transaction while the app was closed leaves the list', async () => {
    const dataDir = newDataDir();
    const dave = getAddress('0x000000000000000000000000000000000000d00d');
    const key = ANVIL_KEYS[2];
    const me = new Wallet(key).address;

    const first = await startRun(dataDir, GIVE_UP_FAST);
    await first.call('wallets.importKey', { chainName: 'ethereum', privateKey: key, password: PASSWORD });
    const x = await send(first, dave, '0.5');
    await expect.poll(first.seen, WAIT).toEqual([
      [x, 'submitted'],
      [x, 'pending'],
    ]);
    await first.dispose();

    // the same key, used elsewhere while the app is closed, cancels x (same nonce, higher fee)
    const sent = (await anvil.rpc<{ nonce: string; maxFeePerGas: string; maxPriorityFeePerGas: string }>(
      'eth_getTransactionByHash',
      [x],
    ))!;
    const elsewhere = await new Wallet(key).signTransaction({
      type: 2,
      chainId: 1,
      nonce: Number(BigInt(sent.nonce)),
      to: me,
      value: 0n,
      gasLimit: 21_000n,
      maxFeePerGas: 2n * BigInt(sent.maxFeePerGas),
      maxPriorityFeePerGas: 2n * BigInt(sent.maxPriorityFeePerGas),
    });
    const y = await anvil.rpc<string>('eth_sendRawTransaction', [elsewhere]);
    await anvil.rpc('evm_mine', []);
    expect(await poolTx(x)).toBeNull();
    expect(await anvil.rpc('eth_getTransactionReceipt', [y])).toMatchObject({ status: '0x1' });

    const second = await startRun(dataDir, GIVE_UP_FAST);
    await second.call('session.unlock', { password: PASSWORD });
    const z = await send(second, dave, '0.01'); // the next nonce, the only unmined one
    // spec/chains.md §4: a confirmed transaction with x's nonce removes x. Without its own
    // receipt x would stay PENDING for ever, unreplaceable, and z would wrongly read QUEUE.
    expect(await second.pendingRows()).toEqual([[z, 'PENDING']]);
    // the resumed loop of x ends as 'replaced', never as the "take too long" warning
    await expect.poll(() => second.seen().filter(([h]) => h === x), WAIT).toEqual([[x, 'replaced']]);
    await anvil.rpc('evm_mine', []);
    await second.dispose();
  }, 60_000);
  it('a speed-up pending at shutdown resumes as a speed-up, with the amount the user sent', async () => {
    const dataDir = newDataDir();
    const erin = getAddress('0x000000000000000000000000000000000000e111');
    const first = await startRun(dataDir, GIVE_UP_FAST);
    await first.call('wallets.importKey', {
      chainName: 'ethereum',
      privateKey: ANVIL_KEYS[3],
      password: PASSWORD,
    });
    const x = await send(first, erin, '0.4');
    await expect.poll(first.seen, WAIT).toContainEqual([x, 'pending']);
    const quote = await first.call('tx.replaceQuote', { coinId: COIN, hash: x, kind: 'speedUp' });
    const sped = (await first.call('tx.speedUp', { coinId: COIN, hash: x, approvedFee: quote.fee })).hash;
    await expect.poll(first.seen, WAIT).toContainEqual([sped, 'pending']);
    await first.dispose();

    const second = await startRun(dataDir, KEEP_POLLING);
    await second.call('session.unlock', { password: PASSWORD });
    expect((await second.overview()).pending.map((p) => [p.hash, p.kind])).toEqual([[sped, 'speedUp']]);
    await anvil.rpc('evm_mine', []);
    await expect
      .poll(() => second.statuses.find((st) => st.hash === sped), WAIT)
      .toMatchObject({ kind: 'speedUp', status: 'confirmed', amount: '0.4', symbol: 'ETH' });
    expect(await balanceOf(erin)).toBe(ETH('0.4'));
    await second.dispose();
  }, 60_000);
});

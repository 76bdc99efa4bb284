/**
 * A TON send through the whole app (services, the real signer process, @ton/sandbox behind the
 * toncenter facade), with the coin page read the moment the send returns, as the screen does on
 * `coin.changed`. That read settles the entry (the send already landed) and drops it from the
 * cache; TON's status look needs the entry (the seqno and valid_until the request used), so the
 * confirmation loop must keep the one it started with, or it answers 'pending' for a send that
 * landed (the browser host showed "Sending…" and then a 'pending' warning, never "sent").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { abandonTonAccount } from '../../../test/ton/realSigner';
import { startTonNode, type TonNode } from '../../../test/ton/tonNode';
import { createHttp } from '../../net/http';
import { createTonWalletFamily } from './walletFamily';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const TON = 1_000_000_000n;
const ME = abandonTonAccount(0).address;
const BOB = abandonTonAccount(5).address;

let node: TonNode;
let t: TestApp;
const outcomes: { hash: string; status: string }[] = [];

async function call<T>(name: string, input: unknown): Promise<T> {
  const r = await t.app.dispatch(name as never, input as never);
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value as T;
}

beforeAll(async () => {
  node = await startTonNode();
  await node.fund(ME, 5n * TON);
  const ton = createTonWalletFamily({
    network: 'local',
    local: { toncenterUrl: node.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  // the loop's first look comes a second after the send: the page's read lands before it
  t = await startTestApp({ families: { ton }, confirm: { intervalMs: 1_000, tries: 3 } });
  t.app.events.subscribe((name, payload) => {
    const p = payload as { hash: string; status: string };
    if (name === 'tx.status' && p.status !== 'submitted') outcomes.push({ hash: p.hash, status: p.status });
  });
  await call('wallets.importPhrase', { phrase: PHRASE, password: 'correct horse battery' });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  await node?.close();
});

describe('a TON send through the app, with the coin page read at once', () => {
  it('the confirmation loop keeps the entry it started with and reports the send confirmed', async () => {
    const overview = await call<{ receiveAddress: string }>('coin.overview', { coinId: 'ton:native' });
    expect(overview.receiveAddress).toBe(ME);
    const form = { coinId: 'ton:native', to: BOB, amount: '1.25', sendAll: false, feeOption: 'Recommended' };
    const quote = await call<{ fee: string }>('send.quote', form);
    const { hash } = await call<{ hash: string }>('send.submit', { ...form, approvedFee: quote.fee });
    // the screen's refetch on coin.changed: the send already landed in the sandbox, so this
    // read settles the entry and drops it from the cache before the loop's first look
    const page = await call<{ pending: { hash: string }[] }>('coin.overview', { coinId: 'ton:native' });
    expect(page.pending).toEqual([]);
    await expect
      .poll(() => outcomes.find((o) => o.hash === hash)?.status, { timeout: 15_000 })
      .toBe('confirmed');
    expect(await node.balance(BOB)).toBe(1_250_000_000n);
    const after = await call<{ pending: unknown[] }>('coin.overview', { coinId: 'ton:native' });
    expect(after.pending).toEqual([]);
  });
});

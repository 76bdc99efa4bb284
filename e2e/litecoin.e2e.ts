/**
 * Litecoin end to end on the `local` profile: the built browser host reads a real litecoind
 * (regtest) through the Esplora-compatible server; Chromium imports the wallet through the
 * onboarding screens. The coin page (receive QR, send form) is not in the renderer yet, so
 * receive, send and the confirmation are driven through the page's own WebSocket contract
 * with the page's token — the calls the coin page will make — and the UI assertions for the
 * coin page are left to its screens.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const COIN_ID = 'litecoin:native';
// BIP84 on regtest (coin type 1) for the abandon phrase: m/84'/1'/0'/0/0 and /1/0
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';

let node: Litecoind;
let esplora: EsploraServer;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

interface Answer {
  ok: boolean;
  value?: Record<string, unknown>;
  error?: { code: string; message: string };
}
interface TxStatus {
  hash: string;
  status: string;
}

/** The page's globals this file touches (the e2e tsconfig has no DOM library). */
interface PageGlobals {
  location: { origin: string };
  sessionStorage: { getItem(k: string): string | null };
  WebSocket: new (url: string) => {
    onopen: (() => void) | null;
    onmessage: ((e: { data: string }) => void) | null;
    send(s: string): void;
  };
  e2e?: { call(name: string, input: unknown): Promise<Answer>; statuses: TxStatus[] };
}

/** Opens a second contract socket in the page, with the page's own token and origin. */
async function openBridge(): Promise<void> {
  await page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobals;
    const token = g.sessionStorage.getItem('wallet.hostToken') ?? '';
    const ws = new g.WebSocket(
      `${g.location.origin.replace(/^http/, 'ws')}/ipc?token=${encodeURIComponent(token)}`,
    );
    const waiting = new Map<number, (a: Answer) => void>();
    const statuses: TxStatus[] = [];
    let id = 0;
    ws.onmessage = (e) => {
      const f = JSON.parse(e.data) as Answer & {
        kind: string;
        id: number;
        name?: string;
        payload?: TxStatus;
      };
      if (f.kind === 'event' && f.name === 'tx.status' && f.payload) statuses.push(f.payload);
      if (f.kind === 'result') waiting.get(f.id)?.(f);
    };
    await new Promise<void>((r) => (ws.onopen = () => r()));
    g.e2e = {
      statuses,
      call: (name, input) =>
        new Promise<Answer>((resolve) => {
          waiting.set(++id, resolve);
          ws.send(JSON.stringify({ kind: 'invoke', id, name, input }));
        }),
    };
  });
}

async function call(name: string, input: unknown): Promise<Record<string, unknown>> {
  const a = await page.evaluate(
    ([n, i]) => (globalThis as unknown as PageGlobals).e2e!.call(n as string, i),
    [name, input] as const,
  );
  if (!a.ok) throw new Error(`${name}: ${a.error?.code} ${a.error?.message}`);
  return a.value!;
}
const statuses = () => page.evaluate(() => (globalThis as unknown as PageGlobals).e2e!.statuses);
const form = { coinId: COIN_ID, amount: '0.25', sendAll: false, feeOption: 'Recommended' };

beforeAll(async () => {
  node = await startLitecoind();
  await node.mine(101);
  esplora = await startEsploraServer(node.rpc);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ utxo: { litecoin: { esploraUrl: esplora.url } } }),
      WALLET_CONFIRM_INTERVAL_MS: '300',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await esplora?.close();
  await node?.stop();
}, 60_000);

describe('litecoin on a regtest node through the browser host', () => {
  it('imports the abandon phrase through the onboarding screens', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByRole('heading', { name: 'Import a recovery phrase' }).waitFor();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Select LTC on Litecoin' }).click();
    await page.getByRole('region', { name: 'Selected coin' }).getByText('Litecoin').waitFor();
    await page.getByRole('region', { name: 'Selected coin' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'litecoin-01-wallet-home');
    await openBridge();
  });

  it('shows the first receive address of the regtest account, then the deposit', async () => {
    const empty = await call('coin.overview', { coinId: COIN_ID });
    expect(empty).toMatchObject({ balance: '0', canSend: true, receiveAddress: RECEIVE_0 });
    await node.rpc('sendtoaddress', [RECEIVE_0, '1'], 'w');
    await node.mine(1);
    const funded = await call('coin.overview', { coinId: COIN_ID });
    expect(funded.balance).toBe('1');
    expect(funded.receiveAddress).not.toBe(RECEIVE_0);
    expect(funded.history).toEqual([
      expect.objectContaining({ amount: '1', direction: 'in', status: 'SUCCESS' }),
    ]);
  });

  it('sends to the node, which has it in its mempool; a block confirms it', async () => {
    const to = node.walletAddress;
    const q = await call('send.quote', { ...form, to });
    expect(q).toMatchObject({ amount: '0.25', feeSymbol: 'LTC' });
    const started = Date.now();
    const { hash } = (await call('send.submit', { ...form, to, approvedFee: q.fee })) as { hash: string };
    expect(await node.rpc<string[]>('getrawmempool')).toContain(hash);
    await expect
      .poll(async () => (await statuses()).map((s) => `${s.hash}:${s.status}`))
      .toContain(`${hash}:submitted`);
    await node.mine(1);
    await expect
      .poll(async () => (await statuses()).map((s) => `${s.hash}:${s.status}`), { timeout: 20_000 })
      .toContain(`${hash}:confirmed`);
    console.info(`litecoin e2e: submit → confirmed event in ${Date.now() - started} ms`);
    const after = await call('coin.overview', { coinId: COIN_ID });
    expect(after.pending).toEqual([]);
    expect(Number(after.balance)).toBeCloseTo(0.75 - Number(q.fee), 8);
    await page.getByRole('region', { name: 'Selected coin' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'litecoin-02-after-confirmed');
    expect(pageErrors).toEqual([]);
  });
});

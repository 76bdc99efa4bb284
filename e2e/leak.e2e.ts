import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName } from '../shared/contract';
import { startRecordedApp, type RecordedApp } from '../test/recordingTransport';
import { SIGNER_SOURCE_ENTRY } from '../test/signerProcess';
import { launchBrowser, removeDir, startHost, type Host } from './harness';
import { countHits, findLeaks, keySecret, phraseSecret, type Recorded, type Secret } from './leakScan';
import {
  ABANDON,
  fillNewPassword,
  PASSWORD,
  pickWordsInOrder,
  readPhraseGrid,
  startAddWallet,
  unlock,
  walletTitle,
} from './walletFlow';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const IMPORTED_PHRASE = 'imported phrase';
const IMPORTED_KEY = 'imported key';

/** Secrets the user typed: allowed in the import that carries them, and nowhere else. */
const typedSecrets: Secret[] = [phraseSecret(IMPORTED_PHRASE, ABANDON), keySecret(IMPORTED_KEY, KEY)];

interface Frame {
  direction: 'sent' | 'received';
  text: string;
  json: { kind?: string; id?: number; name?: string; ok?: boolean; value?: unknown };
}

let host: Host;
let browser: Browser;
beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
});

describe('no secret of a created wallet crosses IPC outside the reveal answer', () => {
  it('renderer ↔ main: a full UI session over the browser host socket', async () => {
    const page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
    page.setDefaultTimeout(15_000);
    const frames: Frame[] = [];
    page.on('websocket', (ws) => {
      const keep = (direction: Frame['direction']) => (f: { payload: string | Buffer }) => {
        const text = String(f.payload);
        frames.push({ direction, text, json: JSON.parse(text) as Frame['json'] });
      };
      ws.on('framesent', keep('sent'));
      ws.on('framereceived', keep('received'));
    });
    const started = Date.now();
    await page.goto(host.url);

    // create, back up by picking the words, lock, unlock
    await page.getByRole('link', { name: 'Create a new wallet' }).click();
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Create wallet' }).click();
    let words = await readPhraseGrid(page);
    await page.getByRole('button', { name: 'I wrote it down' }).click();
    await pickWordsInOrder(page, words);
    await page.getByRole('button', { name: 'Confirm backup' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Lock' }).click();
    await unlock(page);
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');

    // import a phrase and a key
    await startAddWallet(page, 'phrase');
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 2');
    await startAddWallet(page, 'key');
    await page.getByRole('textbox', { name: 'Private key' }).fill(KEY);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 3');

    // a second created wallet, backed up with the password asked again
    await startAddWallet(page, 'create');
    await page.getByRole('button', { name: 'Create wallet' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Show recovery phrase' }).click();
    words = await readPhraseGrid(page);
    await page.getByRole('button', { name: 'I wrote it down' }).click();
    await pickWordsInOrder(page, words);
    await page.getByRole('button', { name: 'Confirm backup' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 4');

    // reveal it once more in settings, then switch wallets and lock
    await page.getByRole('link', { name: 'Settings' }).click();
    const reveal = page.getByRole('region', { name: 'Reveal recovery phrase' });
    await reveal.getByLabel('Password').fill(PASSWORD);
    await reveal.getByRole('button', { name: 'Reveal recovery phrase' }).click();
    await reveal.getByRole('list', { name: 'Recovery phrase' }).waitFor();
    await reveal.getByRole('button', { name: 'Hide' }).click();
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('heading', { name: 'Locked' }).waitFor();
    await page.close();
    const elapsed = Date.now() - started;

    // user activity reached main as session.touch, throttled to one per 20 s
    const touches = frames.filter((f) => f.direction === 'sent' && f.json.name === 'session.touch').length;
    expect(touches).toBeGreaterThanOrEqual(1);
    expect(touches).toBeLessThanOrEqual(1 + Math.floor(elapsed / 20_000));

    // which frames may carry what: reveal answers anything; an import its own typed secret
    const callOf = new Map<number, CallName>();
    for (const f of frames)
      if (f.direction === 'sent' && f.json.kind === 'invoke') callOf.set(f.json.id!, f.json.name as CallName);
    const callFor = (f: Frame) => (f.json.id !== undefined ? callOf.get(f.json.id) : undefined);
    const isRevealAnswer = (f: Frame) => f.direction === 'received' && callFor(f) === 'wallets.reveal';
    // the created phrases, taken from the reveal answers themselves
    const created: Secret[] = [];
    for (const f of frames.filter(isRevealAnswer)) {
      const v = f.json.value as { kind: string; phrase?: string } | undefined;
      if (v?.kind === 'phrase' && v.phrase !== ABANDON)
        created.push(phraseSecret(`created phrase ${created.length + 1}`, v.phrase!));
    }
    const everything = new Set([IMPORTED_PHRASE, IMPORTED_KEY, ...created.map((c) => c.label)]);
    const traffic: Recorded[] = frames.map((f, i) => {
      const call = callFor(f);
      const where = `${f.direction} frame #${i} (${call ?? f.json.name ?? f.json.kind})`;
      const allows: ReadonlySet<string> = isRevealAnswer(f)
        ? everything
        : f.direction === 'sent' && call === 'wallets.importPhrase'
          ? new Set([IMPORTED_PHRASE])
          : f.direction === 'sent' && call === 'wallets.importKey'
            ? new Set([IMPORTED_KEY])
            : new Set();
      return { where, text: f.text, allows };
    });

    // the two created wallets were revealed three times (two backups, one settings view)
    expect(created.map((c) => c.label)).toHaveLength(3);
    expect(new Set(created.map((c) => c.needles[0]!.source)).size).toBe(2);
    // the scan sees a phrase where it is allowed to be: it would see a leak too
    expect(countHits(traffic, created[0]!)).toBeGreaterThan(0);
    expect(countHits(traffic, typedSecrets[1]!)).toBeGreaterThan(0);
    expect(frames.length).toBeGreaterThan(50);
    expect(findLeaks(traffic, [...created, ...typedSecrets])).toEqual([]);
  });
});

describe('main ↔ signer: the same flows through the real app with a recorded signer transport', () => {
  let rec: RecordedApp;
  beforeAll(async () => {
    // the signer from source, like main here: both sides of the recorded channel are the same tree
    rec = await startRecordedApp({ signerEntry: SIGNER_SOURCE_ENTRY, execArgv: ['--import', 'tsx'] });
  });
  afterAll(() => rec?.dispose());

  async function call(name: CallName, input: unknown): Promise<unknown> {
    const r = await rec.app.dispatch(name, input);
    if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
    return r.value;
  }

  it('carries no created phrase, seed or key outside revealSecret answers', async () => {
    const phrases: string[] = [];
    const reveal = async (walletId: string) => {
      const r = (await call('wallets.reveal', { walletId, password: PASSWORD })) as { phrase: string };
      phrases.push(r.phrase);
    };
    const first = (await call('wallets.create', { words: 12, password: PASSWORD })) as { walletId: string };
    await reveal(first.walletId);
    await call('wallets.confirmBackup', { walletId: first.walletId });
    await call('coins.list', {});
    await call('session.lock', {});
    await call('session.unlock', { password: PASSWORD });
    await call('wallets.importPhrase', { phrase: ABANDON });
    await call('coins.list', {});
    await call('wallets.importKey', { chainName: 'ethereum', privateKey: KEY });
    await call('coins.list', {});
    const second = (await call('wallets.create', { words: 24 })) as { walletId: string };
    await call('coins.list', {});
    await reveal(second.walletId);
    await call('wallets.select', { index: 0 });
    await call('coins.list', {});
    await call('session.changePassword', { oldPassword: PASSWORD, newPassword: `${PASSWORD} 2` });
    await call('session.lock', {});
    await call('session.unlock', { password: `${PASSWORD} 2` });
    await call('wallets.list', {});

    const created = phrases.map((p, i) => phraseSecret(`created phrase ${i + 1}`, p));
    const everything = new Set([IMPORTED_PHRASE, IMPORTED_KEY, ...created.map((c) => c.label)]);
    const methodOf = new Map<number, string>();
    const traffic: Recorded[] = rec.log.map((m, i) => {
      const json = JSON.parse(m.text) as {
        id?: number;
        method?: string;
        params?: { source?: { kind?: string } };
      };
      if (m.direction === 'toSigner' && json.id !== undefined && json.method)
        methodOf.set(json.id, json.method);
      const method = json.method ?? (json.id !== undefined ? methodOf.get(json.id) : undefined);
      const where = `${m.direction} #${i} (${method ?? 'ready'})`;
      if (m.direction === 'fromSigner' && method === 'revealSecret')
        return { where, text: m.text, allows: everything };
      if (m.direction === 'toSigner' && method === 'addWallet') {
        const kind = json.params?.source?.kind;
        const typed = kind === 'phrase' ? [IMPORTED_PHRASE] : kind === 'privateKey' ? [IMPORTED_KEY] : [];
        return { where, text: m.text, allows: new Set(typed) };
      }
      return { where, text: m.text, allows: new Set() };
    });

    expect(created).toHaveLength(2);
    expect(phrases[0]!.split(' ')).toHaveLength(12);
    expect(phrases[1]!.split(' ')).toHaveLength(24);
    expect(new Set(rec.log.map((m) => m.direction))).toEqual(new Set(['toSigner', 'fromSigner']));
    // the recorder sees the secrets where they are allowed: it would see a leak as well
    for (const c of created) expect(countHits(traffic, c)).toBeGreaterThan(0);
    expect(countHits(traffic, typedSecrets[0]!)).toBeGreaterThan(0);
    expect(findLeaks(traffic, [...created, ...typedSecrets])).toEqual([]);
  });
});

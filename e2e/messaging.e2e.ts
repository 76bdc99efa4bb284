/**
 * Messaging end to end: the built browser host runs the real @xmtp/node-sdk against the local
 * XMTP node stand-in (test/xmtp/, 127.0.0.1:5556); the second party is another real client in
 * this test, so every message goes through real MLS encryption between two clients. Chromium
 * turns Messaging on (the identity review shows XMTP's text, signed once), takes Bob's request,
 * allows it, replies (Bob gets the reference), pages 25 messages by 20 scrolling up, blocks
 * Bob (his next message stays hidden), then locks and unlocks with the history kept.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Wallet } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Signer } from '@xmtp/node-sdk';
import { ReplyCodec, type Reply } from '@xmtp/content-type-reply';
import { DESCENDING, ETHEREUM_IDENTIFIER } from '../main/services/messaging/xmtpEnums';
import { ensureXmtpNode } from '../test/xmtp/ensureXmtpNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, unlock, walletTitle } from './walletFlow';

const PHRASE = Wallet.createRandom().mnemonic!.phrase;
const ALICE = Wallet.fromPhrase(PHRASE).address.toLowerCase();
const bobWallet = Wallet.createRandom();
const BOB = bobWallet.address.toLowerCase();
const BOB_SHORT = `${BOB.slice(0, 6)}…${BOB.slice(-4)}`;

let host: Host;
let browser: Browser;
let page: Page;
let bob: Awaited<ReturnType<typeof Client.create<[ReplyCodec]>>>;
let firstId = '';
const pageErrors: string[] = [];

const AXE = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'),
  'utf8',
);

/** axe-core's moderate or worse findings on the page as it is (the a11y suite's bar) */
async function axeFindings(): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Violation = { id: string; impact?: string; nodes: { target: string[] }[] };
    type Axe = { run: (d: Document) => Promise<{ violations: Violation[] }> };
    const r = await (window as unknown as { axe: Axe }).axe.run(document);
    return r.violations
      .filter((v) => v.impact !== 'minor')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const region = (name: string) => page.getByRole('region', { name, exact: true });
const thread = () => page.getByRole('list', { name: 'Messages' });
const bubbles = () => thread().locator('li.bubble-row');

async function bobDm() {
  await bob.conversations.sync();
  const dm = await bob.conversations.getDmByIdentifier({
    identifier: ALICE,
    identifierKind: ETHEREUM_IDENTIFIER,
  });
  if (!dm) throw new Error('Bob has no conversation with Alice');
  return dm;
}

async function openMessages() {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
}

beforeAll(async () => {
  await ensureXmtpNode();
  host = await startHost();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 860 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const signer: Signer = {
    type: 'EOA',
    getIdentifier: () => ({ identifier: BOB, identifierKind: ETHEREUM_IDENTIFIER }),
    signMessage: async (m) => Buffer.from((await bobWallet.signMessage(m)).slice(2), 'hex'),
  };
  bob = await Client.create(signer, {
    env: 'local',
    dbPath: path.join(mkdtempSync(path.join(tmpdir(), 'xmtp-e2e-bob-')), 'bob.db3'),
    dbEncryptionKey: new Uint8Array(32).fill(7),
    disableDeviceSync: true,
    historySyncUrl: null,
    codecs: [new ReplyCodec()],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
}, 60_000);

describe('messaging over XMTP in Chromium', () => {
  it('turning Messaging on shows the identity text for review, and signs it once', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(PHRASE);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Main Wallet');

    // before it is on, the Messages screen says so
    await openMessages();
    await page.getByRole('heading', { name: 'Messaging is off' }).waitFor();

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Messaging' }).click();
    const review = page.getByRole('dialog', { name: 'Turn on messaging' });
    await review.waitFor({ timeout: 60_000 });
    const text = await review.innerText();
    expect(text).toContain(`Allow this app to message as ${ALICE}`);
    expect(text).toContain('XMTP : Authenticate to inbox');
    expect(text).toContain(`(Owner: ${ALICE})`);
    await screenshot(page, 'messaging-identity');
    expect(await axeFindings()).toEqual([]);
    await review.getByRole('button', { name: 'Approve and sign' }).click();
    await review.waitFor({ state: 'detached' });

    await openMessages();
    await region('Requests').getByText('No message requests.').waitFor({ timeout: 60_000 });
    const can = await bob.canMessage([{ identifier: ALICE, identifierKind: ETHEREUM_IDENTIFIER }]);
    expect(can.get(ALICE)).toBe(true);
  });

  it("Bob's message arrives live under Requests; a link in it is plain text; allow moves it to Allowed", async () => {
    const dm = await bob.conversations.newDmWithIdentifier({
      identifier: ALICE,
      identifierKind: ETHEREUM_IDENTIFIER,
    });
    firstId = await dm.send('hello from bob, see https://example.com/claim');
    const row = region('Requests').getByRole('button', { name: new RegExp(BOB_SHORT) });
    await row.waitFor({ timeout: 30_000 });
    expect(await row.innerText()).toContain('hello from bob');
    await row.click();
    await bubbles().first().waitFor();
    expect(await bubbles().first().innerText()).toContain('https://example.com/claim');
    expect(await thread().locator('a').count()).toBe(0);
    // a request offers Allow and Block, not a composer
    expect(await page.getByLabel('Message', { exact: true }).count()).toBe(0);
    await screenshot(page, 'messaging-request');
    await page
      .getByRole('region', { name: 'Message request' })
      .getByRole('button', { name: 'Allow' })
      .click();
    await region('Allowed')
      .getByRole('button', { name: new RegExp(BOB_SHORT) })
      .waitFor();
    expect(await region('Requests').getByText('No message requests.').isVisible()).toBe(true);
  });

  it('a reply shows the quoted message, and Bob receives it with its reference', async () => {
    const first = bubbles().first();
    await first.hover();
    await first.getByRole('button', { name: 'Reply' }).click();
    const quote = page.getByLabel('Reply to');
    expect(await quote.innerText()).toContain('hello from bob');
    await page.getByLabel('Message', { exact: true }).fill('hi bob');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await thread().getByText('hi bob').waitFor();
    const mine = bubbles().last();
    expect(await mine.getAttribute('class')).toContain('mine');
    expect(await mine.getByLabel('Replying to').innerText()).toContain('hello from bob');
    expect(await quote.count()).toBe(0);
    await screenshot(page, 'messaging-reply');
    expect(await axeFindings()).toEqual([]);

    const dm = await bobDm();
    await expect
      .poll(
        async () => {
          await dm.sync();
          const [got] = await dm.messages({ direction: DESCENDING, limit: 1 });
          return got?.content as Reply | undefined;
        },
        { timeout: 30_000 },
      )
      .toMatchObject({ reference: firstId, content: 'hi bob' });
  });

  it('forward sends a message on to a chosen conversation', async () => {
    const first = bubbles().first();
    await first.hover();
    await first.getByRole('button', { name: 'Forward' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forward message' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Forward', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => bubbles().count(), { timeout: 30_000 }).toBe(3);
    expect(await bubbles().last().getAttribute('class')).toContain('mine');
    expect(await bubbles().last().innerText()).toContain('hello from bob');
  });

  it('too long a message is refused in the composer with a clear sentence, the text kept', async () => {
    const box = page.getByLabel('Message', { exact: true });
    await box.fill('x'.repeat(4001));
    await box.press('Enter');
    const alert = page.locator('.composer [role="alert"]');
    expect(await alert.innerText()).toBe(
      'This message is too long: 4,000 characters at most (it has 4,001).',
    );
    expect((await box.inputValue()).length).toBe(4001);
    await box.fill('');
  });

  it('25 new messages arrive live; the thread shows 20, scrolling up loads the rest', async () => {
    const dm = await bobDm();
    for (let i = 0; i < 25; i++) await dm.send(`m${i}`);
    await thread().getByText('m24', { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => bubbles().count(), { timeout: 30_000 }).toBe(20);
    expect(await bubbles().first().innerText()).toContain('m5');
    await page.getByRole('button', { name: 'Load older messages' }).waitFor();
    await screenshot(page, 'messaging-thread');

    await page.locator('.thread-scroll').evaluate((el) => el.scrollTo({ top: 0 }));
    await expect.poll(() => bubbles().count(), { timeout: 30_000 }).toBe(28);
    await page.getByText('Beginning of the conversation').waitFor();
    expect(await bubbles().first().innerText()).toContain('hello from bob');
    // the view stayed where the user was reading, not jumped to the oldest
    expect(await page.locator('.thread-scroll').evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });

  it('a peer that cannot be messaged gets a clear sentence', async () => {
    await page.getByLabel('New conversation').fill(Wallet.createRandom().address);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('This address has not enabled messaging').waitFor({ timeout: 30_000 });
    await page.getByLabel('New conversation').fill('');
  });

  it('blocking Bob hides his next message: it moves to Blocked and nothing of it shows', async () => {
    await page.locator('.thread-header').getByRole('button', { name: 'Block' }).click();
    await region('Blocked')
      .getByRole('button', { name: new RegExp(BOB_SHORT) })
      .waitFor();
    const dm = await bobDm();
    await dm.send('are you ignoring me');
    await expect
      .poll(() => host.output(), { timeout: 30_000 })
      .toContain('a message from a blocked address was not shown');
    await page.getByText('Their messages are not shown').waitFor();
    expect(await page.getByText('are you ignoring me').count()).toBe(0);
    expect(await region('Requests').getByText('No message requests.').isVisible()).toBe(true);
    await screenshot(page, 'messaging-conversations');
  });

  it('lock and unlock keep the history, with no second identity signature', async () => {
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByRole('heading', { name: 'Locked' }).waitFor();
    await unlock(page);
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 30_000 }).toBe('Main Wallet');
    await openMessages();
    const blocked = region('Blocked').getByRole('button', { name: new RegExp(BOB_SHORT) });
    await blocked.waitFor({ timeout: 60_000 });
    expect(await page.getByRole('dialog', { name: 'Turn on messaging' }).count()).toBe(0);
    await blocked.click();
    await page.getByRole('button', { name: 'Unblock' }).click();
    await region('Allowed')
      .getByRole('button', { name: new RegExp(BOB_SHORT) })
      .waitFor();
    await thread().getByText('m24', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await bubbles().count()).toBe(20);
    expect(await page.getByRole('dialog', { name: 'Turn on messaging' }).count()).toBe(0);
  });

  it('a new conversation by contact name: the peer shows by that name, and receives the message', async () => {
    const carolWallet = Wallet.createRandom();
    const carolAddress = carolWallet.address.toLowerCase();
    const carol = await Client.create(
      {
        type: 'EOA',
        getIdentifier: () => ({ identifier: carolAddress, identifierKind: ETHEREUM_IDENTIFIER }),
        signMessage: async (m) => Buffer.from((await carolWallet.signMessage(m)).slice(2), 'hex'),
      },
      {
        env: 'local',
        dbPath: path.join(mkdtempSync(path.join(tmpdir(), 'xmtp-e2e-carol-')), 'carol.db3'),
        dbEncryptionKey: new Uint8Array(32).fill(9),
        disableDeviceSync: true,
        historySyncUrl: null,
      },
    );
    await page.getByRole('link', { name: 'Address book' }).click();
    await page.getByLabel('Network').selectOption('ethereum');
    await page.getByLabel('Name').fill('Carol');
    await page.getByLabel('Address', { exact: true }).fill(carolWallet.address);
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.getByRole('list', { name: 'Contacts' }).getByText('Carol').waitFor();

    await openMessages();
    await page.getByLabel('New conversation').fill('Carol');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.thread-header').getByRole('heading', { name: 'Carol' }).waitFor({ timeout: 30_000 });
    await region('Allowed')
      .getByRole('button', { name: /^Carol/ })
      .waitFor();
    await page.getByLabel('Message', { exact: true }).fill('hi carol');
    await page.getByRole('button', { name: 'Send' }).click();
    await thread().getByText('hi carol').waitFor();
    await expect
      .poll(
        async () => {
          await carol.conversations.sync();
          const dm = await carol.conversations.getDmByIdentifier({
            identifier: ALICE,
            identifierKind: ETHEREUM_IDENTIFIER,
          });
          await dm?.sync();
          return (await dm?.messages({ direction: DESCENDING, limit: 1 }))?.[0]?.content;
        },
        { timeout: 30_000 },
      )
      .toBe('hi carol');
    await screenshot(page, 'messaging-named');
    expect(await axeFindings()).toEqual([]);
    // the theme follows the system: the same thread in dark
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await screenshot(page, 'messaging-named-dark');
    expect(await axeFindings()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

/**
 * Issue 35, the second slots end to end (built browser host, real signer, Chromium): Settings →
 * Networks offers each chain's history/token service beside its node (Tezos' TzKT, Tron's
 * TronGrid v1, the Aptos indexer), checks a server before saving (an Aptos indexer of chain 2
 * refused with its reason), shows the health line of each saved one; the XTZ page's history is
 * then read from the user's TzKT, the profile's default TzKT no longer asked (counted).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAptosNode, type AptosNode } from '../test/aptos/aptosNode';
import { tezosAccount } from '../test/tezos/accounts';
import { startTezosNode, type TezosNode } from '../test/tezos/tezosNode';
import { startTronNode, type TronNode } from '../test/tron/tronNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ME = tezosAccount(0).address;

let tezos: TezosNode;
let ownTzkt: TezosNode;
let tron: TronNode;
let ownGrid: TronNode;
let aptos: AptosNode;
let ownIndexer: AptosNode;
let otherChain: AptosNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const card = () => page.locator('.card', { has: page.getByRole('heading', { name: 'Networks' }) });
const xtzRow = () => page.getByRole('link', { name: 'Open XTZ on Tezos' });
/** a fixture's requests below `prefix` */
const below = (n: { requests(): { path: string }[] }, prefix: string) =>
  n.requests().filter((r) => r.path.startsWith(prefix)).length;

/** Fills the Networks card for `chain`'s `service` and saves; the card's error or null. */
async function save(chain: string, service: string, url: string): Promise<void> {
  const c = card();
  await c.getByLabel('Chain', { exact: true }).selectOption(chain);
  await c.getByLabel('Service', { exact: true }).selectOption({ label: service });
  await c.getByLabel('Node URL').fill(url);
  const local = c.getByRole('switch', { name: /Allow http/ });
  if (!(await local.isChecked())) await local.check();
  await c.getByRole('switch', { name: /Use the default nodes/ }).uncheck();
  await c.getByRole('button', { name: 'Check and save' }).click();
}

beforeAll(async () => {
  [tezos, ownTzkt, tron, ownGrid, aptos, ownIndexer, otherChain] = await Promise.all([
    startTezosNode(),
    startTezosNode(),
    startTronNode(),
    startTronNode(),
    startAptosNode(),
    startAptosNode(),
    startAptosNode({ chainId: 2 }),
  ]);
  tezos.fund(ME, 12_000_000n);
  ownTzkt.fund(ME, 7_000_000n);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        tezos: { rpcUrl: tezos.url },
        tron: { nodeUrl: tron.url },
        aptos: { nodeUrl: aptos.url, indexerUrl: `${aptos.url}/graphql` },
      }),
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await Promise.all([tezos, ownTzkt, tron, ownGrid, aptos, ownIndexer, otherChain].map((n) => n?.close()));
}, 60_000);

describe('own history and token servers (TzKT, TronGrid v1, the Aptos indexer)', () => {
  it('imports the phrase and adds XTZ; its page’s history is the default TzKT’s', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page
      .getByRole('list', { name: 'Coins' })
      .or(page.getByRole('button', { name: 'Add coin' }))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('xtz');
    const entry = page.getByRole('button', { name: /^(Add|Remove) XTZ on Tezos$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Done adding' }).click();
    await expect
      .poll(() => xtzRow().locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toBe('12 XTZ');
    await xtzRow().click();
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.first().innerText(), { timeout: 20_000 }).toMatch(/12 XTZ/);
    expect(below(tezos, '/v1/accounts/')).toBeGreaterThan(0);
    expect(below(ownTzkt, '/v1/')).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('Settings → Networks offers each chain’s second service; a wrong-chain indexer is refused', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await card().waitFor();
    const services = async (chain: string) => {
      await card().getByLabel('Chain', { exact: true }).selectOption(chain);
      return card().getByLabel('Service', { exact: true }).locator('option').allTextContents();
    };
    expect(await services('tezos')).toEqual(['Octez node RPC', 'TzKT API (history, tokens)']);
    expect(await services('tron')).toEqual([
      'java-tron HTTP API',
      'TronGrid v1 API (balances, history, TRC-20)',
    ]);
    expect(await services('aptos')).toEqual(['Node REST API (/v1)', 'Indexer GraphQL (token history)']);
    await save('aptos', 'Indexer GraphQL (token history)', `${otherChain.url}/graphql`);
    await expect
      .poll(() => card().getByTestId('node-error').textContent(), { timeout: 20_000 })
      .toBe('This node is on chain id 2, not Aptos (chain id 4)');
    await card().scrollIntoViewIfNeeded();
    await screenshot(page, 'ownIndexers-01-wrong-chain-indexer');
    expect(pageErrors).toEqual([]);
  });

  it('saves an own TzKT, TronGrid and indexer, each with its health line', async () => {
    await save('tezos', 'TzKT API (history, tokens)', ownTzkt.url);
    await save('tron', 'TronGrid v1 API (balances, history, TRC-20)', ownGrid.url);
    await save('aptos', 'Indexer GraphQL (token history)', `${ownIndexer.url}/graphql`);
    for (const key of ['tezos.tzkt', 'tron.trongrid', 'aptos.indexer'])
      await expect
        .poll(() => card().getByTestId(`node-health-${key}`).textContent(), { timeout: 20_000 })
        .toMatch(/^Answered at .+ · \d+ ms · height \d+$/);
    const list = card().getByRole('list', { name: 'Your nodes' });
    expect(await list.innerText()).toContain('Tezos · TzKT API (history, tokens)');
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'ownIndexers-02-saved-with-health');
    expect(pageErrors).toEqual([]);
  });

  it('the XTZ history now comes from the own TzKT; the default TzKT is not asked', async () => {
    const before = below(tezos, '/v1/');
    const mineBefore = below(ownTzkt, '/v1/accounts/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portfolio', exact: true })
      .click();
    await xtzRow().click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const rows = page.getByRole('list', { name: 'Transactions' }).locator('li');
    await expect.poll(() => rows.first().innerText(), { timeout: 20_000 }).toMatch(/7 XTZ/);
    expect(below(ownTzkt, '/v1/accounts/')).toBeGreaterThan(mineBefore);
    expect(below(tezos, '/v1/')).toBe(before);
    // the balance is still the node RPC's (the profile's default node)
    expect(await page.getByTestId('coin-balance').textContent()).toBe('12 XTZ');
    await screenshot(page, 'ownIndexers-03-history-from-own-tzkt');
    expect(pageErrors).toEqual([]);
  });
});

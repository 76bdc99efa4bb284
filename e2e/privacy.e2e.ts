/**
 * Issue 35 end to end: the whole app (built browser host, real signer, Chromium) with a SOCKS5
 * proxy set. Every server main talks to (anvil, its explorer, the price feed, a second anvil on
 * the wrong chain id) sits behind a gate that refuses and counts connections from anywhere but
 * the test proxy, and so does the WalletConnect relay: unlock, refresh, prices, a send, a
 * WalletConnect pairing and a custom node check all go through the proxy, none directly. The
 * wrong-chain node is refused with its reason; the Privacy card lists the outside services;
 * axe finds nothing on the settings screen.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoinGeckoServer, type CoinGeckoServer } from '../main/prices/fixtures/coingeckoServer';
import { OUTSIDE_SERVICES } from '../shared/privacy/outsideHosts';
import { startAnvil, type Anvil } from '../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { startGate, type Gate } from '../test/proxy/gate';
import { startTestProxy, type TestProxy } from '../test/proxy/testProxy';
import { startTestDapp, type TestDapp } from '../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../test/walletconnect/relay';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, rowAddress, walletTitle } from './walletFlow';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil account 0, the phrase's first
const PHRASE = 'test test test test test test test test test test test junk';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const AXE = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

let proxy: TestProxy;
let anvil: Anvil;
let wrongChain: Anvil;
let explorer: ExplorerServer;
let gecko: CoinGeckoServer;
let relay: LocalRelay;
let dapp: TestDapp;
const gates: Record<string, Gate> = {};
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** `url` with the gate's port in place of its server's, path kept */
const behind = (g: Gate, url: string) => {
  const u = new URL(url);
  u.port = String(g.port);
  return u.toString().replace(/\/$/, '');
};
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });

async function axeViolations(): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; help: string }[] }> };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help}`);
  });
}

beforeAll(async () => {
  proxy = await startTestProxy('socks5');
  [anvil, wrongChain] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 1337 })]);
  explorer = await startExplorerServer(anvil.url);
  gecko = await startCoinGeckoServer({ coins: { ethereum: { symbol: 'eth', prices: { usd: '2000' } } } });
  gates.anvil = await startGate(anvil.port);
  gates.explorer = await startGate(Number(new URL(explorer.url).port));
  gates.prices = await startGate(Number(new URL(gecko.url).port));
  gates.wrongChain = await startGate(wrongChain.port);
  relay = await startLocalRelay();
  gates.relay = await startGate(Number(new URL(relay.url).port));
  // the proxy is the user's saved setting before the app starts: nothing may go out before it
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wallet-e2e-privacy-'));
  writeFileSync(path.join(dataDir, 'settings.json'), JSON.stringify({ proxy: proxy.url }));
  host = await startHost({
    dataDir,
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        evm: { rpcUrl: behind(gates.anvil, anvil.url), explorerUrl: behind(gates.explorer, explorer.url) },
        prices: { coingeckoUrl: behind(gates.prices, gecko.url) },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '300',
      WALLET_WC_RELAY_URL: `ws://127.0.0.1:${gates.relay.port}`,
    },
  });
  // the dapp is the test's own client, straight to the relay: only the app's side is gated
  dapp = await startTestDapp(relay.url);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dapp?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await Promise.all(Object.values(gates).map((g) => g.close()));
  await explorer?.close();
  await gecko?.close();
  await Promise.all([anvil?.stop(), wrongChain?.stop()]);
  await relay?.close();
  await proxy?.close();
}, 60_000);

describe('privacy: every outside request through the proxy', () => {
  it('unlocks with an imported phrase; balance and fiat value arrive through the proxy', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(PHRASE);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await expect.poll(() => rowAddress(page, 'ethereum:native').getAttribute('title')).toBe(ME);
    const row = page.getByRole('link', { name: 'Open ETH on Ethereum' });
    await expect
      .poll(() => row.locator('.balance-amount').textContent(), { timeout: 20_000 })
      .toBe('10,000 ETH');
    await row.click();
    await expect
      .poll(() => page.getByTestId('coin-fiat').textContent(), { timeout: 20_000 })
      .toMatch(/20,000/);
    await screenshot(page, 'privacy-01-coin-through-proxy');
  });

  it('sends 1 ETH: quote, review, confirmed, all through the proxy', async () => {
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByLabel('Amount (ETH)').fill('1');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await review.click();
    await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();
    await toast('1 ETH sent').waitFor({ timeout: 30_000 });
    const bob = BigInt(await anvil.rpc<string>('eth_getBalance', [BOB, 'latest']));
    expect(bob).toBe(10_001n * 10n ** 18n);
  });

  it('pairs a dapp by WalletConnect: the relay socket goes through the proxy', async () => {
    await page.getByRole('link', { name: 'Connected apps' }).click();
    await page.getByRole('heading', { name: 'Connected apps' }).waitFor();
    const { uri, approval } = await dapp.connect(['eip155:1']);
    await page.getByLabel('WalletConnect link').fill(uri);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Connection request' });
    await modal.waitFor({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Connect' }).click();
    const session = await approval;
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:1:${ME}`]);
    await expect.poll(() => page.getByText('Test Swap').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'privacy-05-walletconnect-through-proxy');
    expect(gates.relay!.proxied).toBeGreaterThan(0);
  });

  it('Settings → Privacy shows the proxy and every outside service; axe finds nothing', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Privacy' }) });
    await card.waitFor();
    expect(await page.getByLabel('Proxy URL').inputValue()).toBe(proxy.url);
    expect(await page.getByTestId('proxy-status').textContent()).toContain(`goes through ${proxy.url}`);
    const services = card.getByRole('list', { name: 'Outside services' }).locator(':scope > li');
    expect(await services.count()).toBe(OUTSIDE_SERVICES.length);
    for (const s of OUTSIDE_SERVICES) await card.getByText(s.label, { exact: true }).waitFor();
    // the product backend's requests, each with what it sends: Hedera account creation among them
    const backendCalls = card.getByRole('definition').filter({ hasText: 'Create account' });
    expect(await card.getByText('POST /hedera/accounts', { exact: true }).count()).toBe(1);
    expect(await backendCalls.textContent()).toContain('operator account id');
    await card.getByText('POST /hedera/accounts', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-06-backend-requests');
    // a switch per optional feature, each on until the user turns it off
    for (const name of ['Fiat prices and charts', 'News', 'Check for updates', 'Dapp icons'])
      expect(await card.getByRole('switch', { name, exact: true }).isChecked(), name).toBe(true);
    await card.locator('details').first().locator('summary').click();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-02-privacy-card');
    expect(await axeViolations()).toEqual([]);
  });

  it('Settings → Networks refuses a node on the wrong chain with its reason, takes the right one', async () => {
    const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Networks' }) });
    await card.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await card.getByLabel('Node URL').fill(`http://127.0.0.1:${gates.wrongChain!.port}`);
    await card.getByRole('button', { name: 'Check and save' }).click();
    await expect.poll(() => card.getByTestId('node-error').textContent()).toMatch(/Allow http/);
    await card.getByRole('switch', { name: /Allow http/ }).check();
    await card.getByRole('button', { name: 'Check and save' }).click();
    await expect
      .poll(() => card.getByTestId('node-error').textContent(), { timeout: 20_000 })
      .toBe('This node is on chain id 1337, not Ethereum (chain id 1)');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-03-wrong-chain-refused');
    await card.getByLabel('Node URL').fill(`http://127.0.0.1:${gates.anvil!.port}`);
    await card.getByRole('button', { name: 'Check and save' }).click();
    await expect
      .poll(() => card.getByTestId('node-health-ethereum').textContent(), { timeout: 20_000 })
      .toMatch(/^Answered at .+ · \d+ ms · height \d+$/);
    await screenshot(page, 'privacy-04-own-node-health');
    expect(await axeViolations()).toEqual([]);
  });

  it('the counters: every server was reached through the proxy, none directly', () => {
    const direct = Object.fromEntries(Object.entries(gates).map(([k, g]) => [k, g.directFrom]));
    expect(direct).toEqual(Object.fromEntries(Object.keys(gates).map((k) => [k, []])));
    for (const [name, g] of Object.entries(gates)) expect(g.proxied, name).toBeGreaterThan(0);
    console.info(
      `privacy e2e: ${proxy.total()} tunnels through the proxy (${[...proxy.tunnels.values()].join(', ')}), 0 direct`,
    );
    expect(pageErrors).toEqual([]);
  });
});

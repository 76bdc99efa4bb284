/**
 * Own servers for the secondary slots (issue 35) in Chromium through the browser host. Settings
 * → Networks offers THORChain's Midgard and THORNode (and not for Cosmos Hub), Polkadot's
 * Subscan and Filecoin's Filscan, from the families' own slot declarations. A Midgard of
 * another THORChain network is refused with the sentence naming both; the user's Midgard is
 * taken with its health line, and RUNE's balance and history are then read from it: the
 * fixtures count the requests (the default Midgard gets none after that). Subscan and Filscan
 * of the user's are checked and saved the same way.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosAddressFromPublicKey } from '../shared/chains/cosmos/validate';
import { startCosmosNode, THORCHAIN_SPEC, type CosmosNode } from '../test/cosmos/cosmosNode';
import { startLotusNode, type LotusNode } from '../test/filecoin/lotusNode';
import { startPolkadotFixture, type PolkadotFixture } from '../test/polkadot/sidecar';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
const THOR_ME = cosmosAddressFromPublicKey('thorchain', root.derive("m/44'/931'/0'/0/0").publicKey!);

let thor: CosmosNode;
let thorMine: CosmosNode;
let stagenet: CosmosNode;
let dot: PolkadotFixture;
let dotMine: PolkadotFixture;
let lotus: LotusNode;
let lotusMine: LotusNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const card = () => page.locator('.card', { has: page.getByRole('heading', { name: 'Networks' }) });
const v2Requests = (n: CosmosNode) => n.requests().filter((r) => r.path.startsWith('/v2/')).length;

beforeAll(async () => {
  [thor, thorMine, stagenet, dot, dotMine, lotus, lotusMine] = await Promise.all([
    startCosmosNode(THORCHAIN_SPEC),
    startCosmosNode(THORCHAIN_SPEC),
    startCosmosNode({ ...THORCHAIN_SPEC, chainId: 'thorchain-stagenet-2' }),
    startPolkadotFixture(),
    startPolkadotFixture(),
    startLotusNode('testnet'),
    startLotusNode('testnet'),
  ]);
  // the default Midgard and the user's tell apart by the balance they report
  thor.fund(THOR_ME, 30_00000000n);
  thorMine.fund(THOR_ME, 12_00000000n);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        cosmos: { thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url } },
        polkadot: { sidecarUrl: dot.url, scanUrl: dot.url },
        filecoin: { rpcUrl: lotus.rpcUrl, scanUrl: lotus.scanUrl },
      }),
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
  await Promise.all([thor, thorMine, stagenet, dot, dotMine].map((s) => s?.close()));
  await Promise.all([lotus?.close(), lotusMine?.close()]);
}, 60_000);

async function saveOwn(chain: string, service: string | null, url: string) {
  const c = card();
  await c.getByLabel('Chain', { exact: true }).selectOption(chain);
  if (service) await c.getByLabel('Service', { exact: true }).selectOption({ label: service });
  await c.getByLabel('Node URL').fill(url);
  const allow = c.getByRole('switch', { name: /Allow http/ });
  if (!(await allow.isChecked())) await allow.check();
  const fallback = c.getByRole('switch', { name: /Use the default nodes/ });
  if (await fallback.isChecked()) await fallback.uncheck();
  await c.getByRole('button', { name: 'Check and save' }).click();
}

describe('own history servers through the browser host', () => {
  it('imports the abandon phrase and adds RUNE; its balance is the default Midgard’s', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('button', { name: 'Add coin' }).click();
    await page.getByPlaceholder('Symbol, name, chain:symbol or contract address').fill('rune');
    const entry = page.getByRole('button', { name: /^(Add|Remove) RUNE on THORChain$/ });
    await entry.waitFor({ timeout: 20_000 });
    if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
    await page.getByRole('button', { name: 'Done adding' }).click();
    const rune = page.getByRole('link', { name: 'Open RUNE on THORChain' });
    await expect.poll(() => rune.textContent(), { timeout: 30_000 }).toMatch(/(?<![\d.])30 RUNE/);
    expect(v2Requests(thorMine)).toBe(0);
  });

  it('Settings → Networks offers the slots per chain and refuses another network’s Midgard', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    const c = card();
    await c.waitFor();
    await c.getByLabel('Chain', { exact: true }).selectOption('thorchain');
    const services = c.getByLabel('Service', { exact: true }).locator('option');
    expect(await services.allTextContents()).toEqual([
      'CometBFT RPC',
      'Midgard (THORChain history)',
      'THORNode API (swap quotes, fees)',
    ]);
    await c.getByLabel('Chain', { exact: true }).selectOption('cosmos');
    // Cosmos Hub has no Midgard or THORNode: its only slot, no Service choice
    expect(await c.getByLabel('Service', { exact: true }).count()).toBe(0);
    for (const [chain, label] of [
      ['polkadot', 'Subscan API (history)'],
      ['filecoin', 'Filscan API (history)'],
    ] as const) {
      await c.getByLabel('Chain', { exact: true }).selectOption(chain);
      expect(await c.getByLabel('Service', { exact: true }).locator('option').allTextContents()).toContain(
        label,
      );
    }
    await saveOwn('thorchain', 'Midgard (THORChain history)', stagenet.url);
    await expect
      .poll(() => c.getByTestId('node-error').textContent(), { timeout: 20_000 })
      .toMatch(
        /^This node is on Midgard genesis block [0-9A-F]{16}…, not THORChain \(Midgard genesis block [0-9A-F]{16}…\)$/,
      );
    await c.scrollIntoViewIfNeeded();
    await screenshot(page, 'ownHistory-01-other-midgard-refused');
  });

  it('takes the own Midgard, Subscan and Filscan with a health line each', async () => {
    const c = card();
    await saveOwn('thorchain', 'Midgard (THORChain history)', thorMine.url);
    await expect
      .poll(() => c.getByTestId('node-health-thorchain.midgard').textContent(), { timeout: 20_000 })
      .toMatch(/^Answered at .+ · \d+ ms · height \d+$/);
    await saveOwn('polkadot', 'Subscan API (history)', dotMine.url);
    await expect
      .poll(() => c.getByTestId('node-health-polkadot.subscan').textContent(), { timeout: 20_000 })
      .toMatch(/^Answered at .+ · \d+ ms · height 1000$/);
    await saveOwn('filecoin', 'Filscan API (history)', lotusMine.scanUrl);
    await expect
      .poll(() => c.getByTestId('node-health-filecoin.filscan').textContent(), { timeout: 20_000 })
      .toMatch(/^Answered at .+ · \d+ ms · height \d+$/);
    const list = c.getByRole('list', { name: 'Your nodes' });
    for (const name of [
      'THORChain · Midgard (THORChain history)',
      'Polkadot · Subscan API (history)',
      'Filecoin · Filscan API (history)',
    ])
      await list.getByText(name, { exact: true }).waitFor();
    expect(await list.getByText('Only this node').count()).toBe(3);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'ownHistory-02-own-servers-saved');
  });

  it("RUNE's balance and history now come from the user's Midgard, none from the default", async () => {
    const before = v2Requests(thor);
    await page.getByRole('link', { name: 'Portfolio' }).click();
    await page.getByRole('link', { name: 'Open RUNE on THORChain' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(() => page.getByTestId('coin-balance').textContent(), { timeout: 20_000 })
      .toMatch(/(?<![\d.])12 RUNE/);
    expect(thorMine.requests().some((r) => r.path === '/v2/actions')).toBe(true);
    expect(v2Requests(thor)).toBe(before);
    await screenshot(page, 'ownHistory-03-rune-from-own-midgard');
    expect(pageErrors).toEqual([]);
  });
});

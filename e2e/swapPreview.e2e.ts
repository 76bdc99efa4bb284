/**
 * Swap-deposit previews end to end (issue 32): the built browser host against anvil (THORChain's
 * router compiled by solc, an honest ERC-20 and a skimming one) and the THORNode stand-in. The
 * exchange review of ETH → LTC shows the deposit simulated on the node, −0.1 ETH; of an ERC-20 →
 * LTC the exact approval for the router and the token leaving; of the skimming token the
 * difference, with Swap disabled. The payout goes to a custom LTC address: no LTC node is needed,
 * nothing is swapped here (exchange.e2e.ts swaps for real).
 */
import { Contract, Wallet } from 'ethers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { artifacts, deployToken, fastProvider } from '../test/evm/deploy';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { deploySkimToken } from '../test/evm/skimToken';
import { deployThorRouter } from '../test/evm/thorRouter';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound, tokenPool } from '../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../test/exchange/thornodeServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'; // the abandon phrase's first ETH address
const VAULT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const LTC_DEST = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const LTC_VAULT = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

let anvil: Anvil;
let explorer: ExplorerServer;
let thornode: ThornodeStandIn;
let router: string;
let tusd: string;
let skm: { address: string; skimmer: string };
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  router = await deployThorRouter(anvil);
  await anvil.rpc('anvil_setBalance', [ETH0, `0x${(10n ** 18n).toString(16)}`]);
  tusd = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 15n, 3);
  const deployer = new Wallet(ANVIL_KEYS[3]!, fastProvider(anvil.url));
  const t0 = new Contract(tusd, artifacts.contracts.TestToken.abi, deployer);
  await (await t0.getFunction('transfer')(ETH0, 5_000n * 10n ** 6n)).wait();
  deployer.provider!.destroy();
  skm = await deploySkimToken(anvil, ETH0, 1_000n * 10n ** 18n);
  thornode = await startThornodeStandIn({
    pools: [
      LTC_POOL,
      ETH_POOL,
      tokenPool(tusd),
      { ...tokenPool(skm.address), asset: `ETH.SKM-${skm.address.toUpperCase()}` },
    ],
    chains: [ltcInbound(LTC_VAULT), ethInbound(VAULT.toLowerCase(), router)],
  });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url },
        exchange: { thornodeUrl: thornode.url },
      }),
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 1100 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await thornode?.close();
  await explorer?.close();
  await anvil?.stop();
}, 60_000);

/** The exchange form to a custom LTC address, then THORChain's review of it. */
async function review(from: string, amount: string) {
  await page.getByRole('link', { name: 'Exchange' }).click();
  await page.getByRole('heading', { name: 'Exchange' }).waitFor();
  await page.getByLabel('From', { exact: true }).selectOption({ label: `${from} on Ethereum · Main Wallet` });
  await page.getByLabel('To', { exact: true }).selectOption({ label: 'LTC on Litecoin' });
  const custom = page.getByLabel('Send to another address');
  if (!(await custom.isChecked())) await custom.check();
  await page.getByLabel('Destination address or name').fill(LTC_DEST);
  await page.getByLabel(`Amount (${from})`).fill(amount);
  const provider = page.getByRole('listitem', { name: 'THORChain' });
  await provider.waitFor({ timeout: 20_000 });
  await provider.getByRole('button', { name: 'Swap with THORChain' }).click();
  const r = page.getByRole('region', { name: 'Review' });
  await r.waitFor();
  const outcome = r.getByRole('region', { name: 'Simulated outcome' });
  await outcome.waitFor();
  return { review: r, outcome };
}

async function addToken(address: string, details: string, symbol: string) {
  await page.getByRole('link', { name: 'Portfolio', exact: true }).click();
  // the panel stays open after a token is added ('Done adding')
  const open = page.getByRole('button', { name: 'Add coin' });
  if (await open.count()) await open.click();
  await page.getByLabel('Contract address').fill(address.toLowerCase());
  await expect.poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 }).toBe(details);
  await page.getByRole('button', { name: 'Add token' }).click();
  await page
    .locator('.toasts .toast')
    .filter({ hasText: `${symbol} added` })
    .waitFor();
}

describe('the exchange review shows the swap deposit simulated on the node (issue 32)', () => {
  // both tokens are added before the Exchange page first lists what can be swapped
  it('imports the abandon phrase and adds the two tokens by their contracts', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await addToken(tusd, 'Test Dollar (TUSD), 6 decimals', 'TUSD');
    await addToken(skm.address, 'Skim Token (SKM), 18 decimals', 'SKM');
  });

  it('ETH → LTC: the review previews −0.1 ETH through the router, nothing else', async () => {
    const { review: r, outcome } = await review('ETH', '0.1');
    const text = await outcome.innerText();
    expect(text).toMatch(/You send\s+−0\.1 ETH/);
    expect(text).not.toContain('You receive');
    expect(text).not.toContain('Permissions you give');
    expect(text).toContain('simulated on your node (eth_simulateV1)');
    expect(await outcome.getByRole('alert').count()).toBe(0);
    expect(await r.getByRole('button', { name: 'Swap' }).isEnabled()).toBe(true);
    await screenshot(page, 'swap-preview-01-eth');
    await r.getByRole('button', { name: 'Back' }).click();
  });

  it('ERC-20 → LTC: the exact approval for THORChain’s router and the token leaving', async () => {
    const { review: r, outcome } = await review('TUSD', '1234.5');
    const text = await outcome.innerText();
    expect(text).toMatch(/You send\s+−1234\.5 TUSD/);
    expect(text).toMatch(
      new RegExp(`Permissions you give\\s+exactly 1234\\.5 TUSD to THORChain's router \\(${router}\\)`),
    );
    expect(await outcome.getByRole('alert').count()).toBe(0);
    expect(await r.getByRole('button', { name: 'Swap' }).isEnabled()).toBe(true);
    await screenshot(page, 'swap-preview-02-token');
    await r.getByRole('button', { name: 'Back' }).click();
  });

  it('a skimming token: the difference in words, Swap disabled', async () => {
    const { review: r, outcome } = await review('SKM', '10');
    expect(await outcome.getByRole('alert').innerText()).toBe(
      `The simulation does not match what you asked for: it sends 10.1 SKM, you asked to send 10 SKM; 0.1 SKM goes to ${skm.skimmer}, not the recipient`,
    );
    expect(await r.getByRole('button', { name: 'Swap' }).isDisabled()).toBe(true);
    await screenshot(page, 'swap-preview-03-skim');
    expect(pageErrors).toEqual([]);
  });
});

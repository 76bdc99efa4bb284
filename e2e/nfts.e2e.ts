/**
 * NFTs end to end on the `local` profile: anvil (chain id 1) with OpenZeppelin ERC-721 and
 * ERC-1155 collections compiled by solc and minted to an anvil dev key, a Blockscout-format NFT
 * list answering from anvil (20 a page), the built browser host and Chromium. The gallery lists
 * 25 NFTs in two pages (the second by cursor), one opens, an ERC-721 and 2 of 5 ERC-1155 units
 * are sent through the real signer, both land on anvil and the gallery follows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { startBlockscoutNftServer, type BlockscoutNftServer } from '../test/evm/blockscoutNftServer';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { deployEns } from '../test/evm/ens';
import { deployNfts, type TestNfts } from '../test/evm/nfts';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil account 0
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1

let anvil: Anvil;
let explorer: ExplorerServer;
let nftList: BlockscoutNftServer;
let nfts: TestNfts;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const cards = () => page.getByRole('list', { name: 'NFTs' }).getByRole('listitem');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });

/** Opens an NFT of the gallery by its name and sends it to Bob; the caller watches the chain. */
async function sendFromGallery(
  name: string,
  units: string | undefined,
  shots: string,
  /** what the review's simulated outcome must say (issue 32) */
  previewed: string,
  /** Bob's address, or a name of his */
  to: string = BOB,
): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { name, exact: true }).waitFor();
  if (shots) await screenshot(page, `${shots}-detail`);
  await page.getByLabel('Recipient address').fill(to);
  if (to !== BOB) await page.getByText(`${to} is ${BOB}`).waitFor({ timeout: 20_000 });
  if (units) await page.getByLabel(/^Amount/).fill(units);
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await review.waitFor({ timeout: 20_000 });
  expect(await review.innerText()).toContain(BOB);
  // the fee as an amount (no run of trailing zeros of 18 decimals)
  expect(await review.innerText()).toMatch(/Network fee\s+0\.\d*[1-9] ETH/);
  const outcome = review.getByRole('region', { name: 'Simulated outcome' });
  expect(await outcome.innerText()).toContain(previewed);
  if (shots) await screenshot(page, `${shots}-review`);
  await review.getByRole('button', { name: 'Send' }).click();
  // back to the gallery once main took it; the confirmation's toast says "NFT sent"
  await page.getByRole('list', { name: 'NFTs' }).waitFor({ timeout: 30_000 });
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  nftList = await startBlockscoutNftServer(anvil.url, { pageSize: 20 });
  nfts = await deployNfts(anvil);
  await nfts.mint721(
    ME,
    Array.from({ length: 24 }, (_, i) => BigInt(i + 1)),
  );
  await nfts.mint1155(ME, 3n, 5n);
  // the ERC-1155 units go to a name (ENS on anvil), resolved as in a coin's send form
  const ens = await deployEns(anvil, 3);
  await ens.register('bob.eth', { address: BOB });
  ens.close();
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        evm: {
          rpcUrl: anvil.url,
          explorerUrl: explorer.url,
          nftUrl: nftList.url,
          ens: { registry: ens.registry },
        },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '300',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  nfts?.close();
  await nftList?.close();
  await explorer?.close();
  await anvil?.stop();
}, 60_000);

describe('NFTs on anvil through the browser host', () => {
  it('lists 25 NFTs in two pages, the second by the cursor of the first', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'NFTs', exact: true }).click();
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(20);
    await screenshot(page, 'nfts-01-gallery');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(25);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const asked = nftList.requests.filter((u) => u.pathname === `/api/v2/addresses/${ME}/nft`);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.at(-1)!.searchParams.get('token_contract_address_hash')).not.toBeNull();
  });

  it('opens one and sends it: the ERC-721 token lands with Bob and leaves the gallery', async () => {
    await sendFromGallery('Test Apes #1', undefined, 'nfts-02', '−1 TAPE #1');
    await expect.poll(() => nfts.ownerOf(1n), { timeout: 30_000 }).toBe(BOB);
    await toast('NFT sent').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(20);
    expect(await page.getByRole('button', { name: 'Test Apes #1', exact: true }).count()).toBe(0);
  });

  it('sends 2 of 5 ERC-1155 units: 3 stay, Bob holds 2', async () => {
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards().count(), { timeout: 20_000 }).toBe(24);
    await sendFromGallery('Token #3', '2', 'nfts-03', '−2 token ', 'bob.eth');
    await expect.poll(() => nfts.balanceOf1155(ME, 3n), { timeout: 30_000 }).toBe(3n);
    expect(await nfts.balanceOf1155(BOB, 3n)).toBe(2n);
    expect(pageErrors).toEqual([]);
  });
});

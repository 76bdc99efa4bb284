/**
 * NFT media and spam end to end (issue 28) on the `local` profile: anvil (chain id 1) with an
 * OpenZeppelin ERC-721 collection minted to an anvil dev key, a Moralis-format NFT API answering
 * from anvil (used once a Moralis key is typed in Settings → API keys), and an IPFS gateway
 * stand-in that serves real PNGs and the hostile cases (50 MB, SVG with a script, HTML, a fake
 * PNG, a redirect to http:). Images show; the hostile ones show their reason; the page never
 * asks the image host for anything (main fetches, the renderer gets data: URLs); spam sits in
 * "Hidden (N)" and can be shown; "Hide NFT media" stops every media fetch.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { startMoralisNftServer, type MoralisNftServer } from '../test/evm/moralisNftServer';
import { deployNfts, type TestNfts } from '../test/evm/nfts';
import { startImageServer, type ImageServer } from '../test/nfts/imageServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { fillNewPassword, walletTitle } from './walletFlow';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil account 0
const KEY = 'moralis-e2e-key';

/** What each token's metadata points at: good images, the hostile cases, spam and an unverified one. */
const IMAGE: Record<number, string> = {
  1: '1.png',
  2: '2.png',
  3: 'script.svg',
  4: 'big.png',
  5: 'javascript:alert(1)',
  6: 'redirect.png',
  7: 'fake.png',
  8: '8.png',
  9: '9.png',
  10: '10.png',
};
const NAME: Record<number, string> = { 9: 'Claim your reward at bonus-drop.xyz' };

let anvil: Anvil;
let explorer: ExplorerServer;
let images: ImageServer;
let moralis: MoralisNftServer;
let nfts: TestNfts;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
/** every URL the page asked for */
const pageRequests: string[] = [];

const gallery = () => page.getByRole('list', { name: 'NFTs', exact: true });
const hiddenList = () => page.getByRole('list', { name: 'Hidden', exact: true });
const tile = (name: string) =>
  page.locator('li.nft-tile').filter({ has: page.getByRole('button', { name, exact: true }) });

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  images = await startImageServer();
  moralis = await startMoralisNftServer(anvil.url, {
    apiKey: KEY,
    chainId: 1,
    nameOf: (n, c) => NAME[Number(n.tokenId)] ?? `${c} #${n.tokenId}`,
    imageOf: (n) => {
      const i = IMAGE[Number(n.tokenId)]!;
      return i.includes(':') ? i : images.ipfs(i);
    },
    spam: (n) => n.tokenId === 8n,
    verified: (n) => n.tokenId !== 10n,
  });
  nfts = await deployNfts(anvil);
  await nfts.mint721(
    ME,
    Array.from({ length: 10 }, (_, i) => BigInt(i + 1)),
  );
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url, moralisUrl: moralis.url },
        nftMedia: { ipfsGateway: images.url },
      }),
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('request', (r) => pageRequests.push(r.url()));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  nfts?.close();
  await moralis?.close();
  await images?.close();
  await explorer?.close();
  await anvil?.stop();
}, 60_000);

describe('NFT media through main, and spam hidden', () => {
  it('lists the wallet’s NFTs from Moralis once its key is set, showing images main fetched', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Moralis API key').fill(KEY);
    await page.getByLabel('Moralis API key').blur();
    await expect.poll(() => page.getByLabel('Moralis API key').inputValue()).toBe(KEY);
    await page.getByRole('link', { name: 'NFTs', exact: true }).click();
    // 10 minted: 8 (the provider's possible_spam) and 9 (a lure with a domain) go under Hidden
    await expect.poll(() => gallery().getByRole('listitem').count(), { timeout: 20_000 }).toBe(8);
    await expect.poll(() => tile('Test Apes #1').locator('img').count(), { timeout: 20_000 }).toBe(1);
    const src = await tile('Test Apes #1').locator('img').getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await expect.poll(() => tile('Test Apes #2').locator('img').count(), { timeout: 20_000 }).toBe(1);
    expect(moralis.requests.some((r) => r.apiKey === KEY)).toBe(true);
  });

  it('shows the reason for each hostile image instead of the image', async () => {
    const reason = (n: number) => tile(`Test Apes #${n}`).locator('.nft-media.placeholder').innerText();
    await expect.poll(() => reason(3), { timeout: 20_000 }).toMatch(/SVG images are not shown/);
    await expect.poll(() => reason(4), { timeout: 30_000 }).toMatch(/larger than 5 MB/);
    await expect.poll(() => reason(5)).toMatch(/javascript:/);
    await expect.poll(() => reason(6)).toMatch(/redirected; not followed/);
    await expect.poll(() => reason(7)).toMatch(/not a PNG, JPEG, GIF or WebP/);
    for (const n of [3, 4, 5, 6, 7]) expect(await tile(`Test Apes #${n}`).locator('img').count()).toBe(0);
    // unverified: nothing fetched until asked
    expect(
      await tile('Test Apes #10').getByRole('button', { name: 'Load image of Test Apes #10' }).count(),
    ).toBe(1);
    expect(images.requests.some((r) => r.path.endsWith('/10.png'))).toBe(false);
    await screenshot(page, 'nft-media-01-gallery');
    await tile('Test Apes #10').getByRole('button', { name: 'Load image of Test Apes #10' }).click();
    await expect.poll(() => tile('Test Apes #10').locator('img').count(), { timeout: 20_000 }).toBe(1);
  });

  it('keeps spam under a collapsed Hidden (2), loads its media only on a click, and moves an item out', async () => {
    const toggle = page.getByRole('button', { name: 'Hidden (2)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await hiddenList().count()).toBe(0);
    await toggle.click();
    await expect.poll(() => hiddenList().getByRole('listitem').count()).toBe(2);
    expect(await tile('Claim your reward at bonus-drop.xyz').count()).toBe(1);
    expect(images.requests.some((r) => r.path.endsWith('/8.png'))).toBe(false);
    await tile('Test Apes #8').getByRole('button', { name: 'Load image of Test Apes #8' }).click();
    await expect.poll(() => tile('Test Apes #8').locator('img').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'nft-media-02-hidden');
    await page.getByRole('button', { name: 'Test Apes #8', exact: true }).click();
    await page.getByRole('heading', { name: 'Test Apes #8' }).waitFor();
    expect(await page.getByTestId('nft-spam-status').innerText()).toContain(
      'Marked as possible spam by the NFT provider',
    );
    // loaded by the click on its card: the detail view shows it without another
    await expect.poll(() => page.locator('.nft-detail img').count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'nft-media-03-detail');
    await page.getByRole('button', { name: 'Show in gallery' }).click();
    await page.getByRole('button', { name: 'Hide as spam' }).waitFor();
    await page.getByRole('button', { name: 'Back to the gallery' }).click();
    await expect.poll(() => gallery().getByRole('listitem').count()).toBe(9);
    expect(await page.getByRole('button', { name: 'Hidden (1)' }).count()).toBe(1);
  });

  it('never let the page ask the image host (or any other host) for anything', () => {
    const appOrigin = new URL(host.url).origin;
    const imageOrigin = new URL(images.url).origin;
    expect(pageRequests.filter((u) => u.startsWith(imageOrigin))).toEqual([]);
    expect(pageRequests.filter((u) => !u.startsWith(appOrigin) && !u.startsWith('data:'))).toEqual([]);
    // main did fetch them
    expect(images.requests.some((r) => r.path.endsWith('/1.png'))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('fetches no media at all with Settings → Privacy “Hide NFT media” on', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    // a controlled switch: it turns once main saved the setting
    await page.getByRole('switch', { name: /Hide NFT media/ }).click();
    await expect.poll(() => page.getByRole('switch', { name: /Hide NFT media/ }).isChecked()).toBe(true);
    const before = images.requests.length;
    await page.getByRole('link', { name: 'NFTs', exact: true }).click();
    await expect.poll(() => gallery().getByRole('listitem').count(), { timeout: 20_000 }).toBe(9);
    await expect
      .poll(() => page.locator('.nft-media.placeholder', { hasText: 'Media hidden' }).count())
      .toBe(9);
    expect(await gallery().locator('img').count()).toBe(0);
    expect(images.requests.length).toBe(before);
    await screenshot(page, 'nft-media-04-hidden-media');
  });
});

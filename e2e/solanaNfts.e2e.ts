/**
 * Solana NFTs end to end (issue 28) on the `local` profile: litesvm behind the JSON-RPC facade
 * holds a 0-decimal mint of supply 1 owned by the abandon wallet, its Metaplex metadata account
 * written in the program's layout. The facade serves no DAS, so main lists it from the token
 * accounts and one batched metadata read. Chromium opens the NFTs page on Solana, sees the NFT,
 * sends it (the review shows the recipient's token-account rent), the real signer checks it,
 * it lands with Bob on litesvm and leaves the gallery.
 */
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { address } from '@solana/kit';
import { Keypair, PublicKey } from '@solana/web3.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolanaFacade, type SolanaFacade } from '../test/solana/facade';
import { putMetadata } from '../test/solana/metaplexLayout';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

// m/44'/501'/0'/0' of the abandon phrase
const ME = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';
const BOB = Keypair.generate().publicKey.toBase58();
const NAME = 'Wallet Test Ape #7';
const SOL = 1_000_000_000n;

let rpc: SolanaFacade;
let host: Host;
let browser: Browser;
let page: Page;
let mint = '';
const pageErrors: string[] = [];

const cards = () => page.getByRole('list', { name: 'NFTs' }).getByRole('listitem');
const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });

/** Token units `owner`'s associated account holds of `mint`, read from litesvm (0: no account). */
function heldBy(owner: string): bigint {
  const ata = getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner));
  const account = rpc.svm.getAccount(address(ata.toBase58()));
  // SPL token account layout: mint (32), owner (32), amount (u64 LE)
  return account.exists ? Buffer.from(account.data).readBigUInt64LE(64) : 0n;
}

beforeAll(async () => {
  rpc = await startSolanaFacade();
  rpc.airdrop(ME, 2n * SOL);
  mint = await rpc.createMint(0);
  await rpc.mintTo(mint, ME, 1n);
  putMetadata(rpc.svm, {
    mint: new PublicKey(mint),
    name: NAME,
    symbol: 'WTA',
    uri: 'https://example.test/7.json',
    tokenStandard: 0,
    collection: { verified: true, key: Keypair.generate().publicKey },
  });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({ solana: { rpcUrl: rpc.url } }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
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
  await rpc?.close();
}, 60_000);

describe('Solana NFTs on litesvm through the browser host', () => {
  it('lists the NFT on the NFTs page once Solana is picked', async () => {
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a recovery phrase' }).click();
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    await page.getByRole('link', { name: 'NFTs', exact: true }).click();
    await page.getByLabel('Network').selectOption('solana');
    await page.getByRole('button', { name: NAME, exact: true }).waitFor({ timeout: 20_000 });
    expect(await cards().count()).toBe(1);
    await screenshot(page, 'solana-nfts-01-gallery');
  });

  it('sends it: the review shows the rent of Bob’s token account, it lands with Bob and leaves the gallery', async () => {
    await page.getByRole('button', { name: NAME, exact: true }).click();
    await page.getByRole('heading', { name: NAME, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Review' }).count()).toBe(1);
    await screenshot(page, 'solana-nfts-02-detail');
    await page.getByLabel('Recipient address').fill(BOB);
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor({ timeout: 20_000 });
    const text = await review.innerText();
    expect(text).toContain(BOB);
    expect(text).toMatch(/Account rent\s+0\.00203928 SOL/);
    // simulated on the node before signing (issue 32): the item and the rent leave, nothing else
    expect(text).toMatch(/You send\s+−0\.00203928 SOL\s+−1 NFT\s+simulated on your node/);
    await screenshot(page, 'solana-nfts-03-review');
    await review.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => heldBy(BOB), { timeout: 30_000 }).toBe(1n);
    expect(heldBy(ME)).toBe(0n);
    await toast('NFT sent').first().waitFor({ timeout: 30_000 });
    await page.getByText('No NFTs on this network yet.').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: NAME, exact: true }).count()).toBe(0);
    await screenshot(page, 'solana-nfts-04-after-send');
    expect(pageErrors).toEqual([]);
  });
});

/**
 * The whole wallet at a glance (issue 39), in Chromium on the `local` profile: ETH on anvil
 * (chain id 1) with two ERC-20 tokens, prices from the CoinGecko stand-in, history from the
 * Etherscan stand-in.
 * - Home is a portfolio table sorted by value whose shares add up to 100 %, with grouped
 *   amounts and fiat ("50,000 LINK", "$775,000.00") and a switch hiding small balances.
 * - A success toast leaves by itself; an error toast stays until closed, and leaves with its page.
 * - Privacy mode hides every amount on home, coin page, history and review.
 * - Every sidebar section is reached by keyboard; Staking shows only for a wallet that can stake.
 * Pictures: home in light, dark and privacy, a coin page and a review (docs/screenshots).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../shared/amount';
import { formatAmount } from '../renderer/format/formatAmount';
import { startCoinGeckoServer, type CoinGeckoServer } from '../main/prices/fixtures/coingeckoServer';
import { wavySeries } from '../main/prices/fixtures/marketChartRoute';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../test/evm/anvil';
import { deployToken } from '../test/evm/deploy';
import { startExplorerServer, type ExplorerServer } from '../test/evm/explorerServer';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, startAddWallet, walletTitle } from './walletFlow';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil account 0
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // anvil account 1

let anvil: Anvil;
let explorer: ExplorerServer;
let gecko: CoinGeckoServer;
let host: Host;
let browser: Browser;
let page: Page;
let link: string;
let uni: string;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const rows = () => page.getByRole('list', { name: 'Coins' }).locator('li.coin-row');
const nav = () => page.getByRole('navigation', { name: 'Main' });
/** an amount of a coin as any screen would print it: digits, then the symbol */
const AMOUNT = /\d[\d,]*(\.\d+)?\s(ETH|LINK|UNI)\b/;

async function home(): Promise<void> {
  await nav().getByRole('link', { name: 'Portfolio', exact: true }).click();
  await walletTitle(page).waitFor();
}

async function addToken(address: string, name: string): Promise<void> {
  await page.getByLabel('Contract address or name').fill(address);
  await expect
    .poll(() => page.getByTestId('token-details').textContent(), { timeout: 20_000 })
    .toContain(name);
  await page.getByRole('button', { name: 'Add token' }).click();
}

/**
 * A picture of the screen from its top (the content pane scrolls, not the window), in a window
 * `height` tall so it reaches what matters below the fold.
 */
async function picture(name: string, height = 900): Promise<void> {
  await page.setViewportSize({ width: 1320, height });
  await page.locator('main').evaluate((m) => m.scrollTo(0, 0));
  await screenshot(page, name);
  await page.setViewportSize({ width: 1320, height: 900 });
}

/** The text of every element matching `selector` inside `scope`. */
const texts = (scope: Locator | Page, selector: string) => scope.locator(selector).allInnerTexts();

async function openReview(amount: string): Promise<Locator> {
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('heading', { name: 'Send ETH' }).waitFor();
  await page.getByLabel('Recipient address').fill(BOB);
  await page.getByLabel('Amount (ETH)').fill(amount);
  const review = page.getByRole('button', { name: 'Review' });
  await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
  await review.click();
  const card = page.getByRole('region', { name: 'Review' });
  await card.waitFor();
  return card;
}

/** Tabs on (past the screen it leaves, Settings the longest) until the sidebar's `name` has the focus; fails after `max` presses. */
async function tabTo(name: string, max = 100): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('nav[aria-label="Main"]') ? (el.textContent ?? '') : null;
    });
    if (focused === name) return;
  }
  throw new Error(`${name} was not reached by Tab`);
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  // LINK is ours (50,000 of it); UNI belongs to another account, so our row holds 0
  link = await deployToken(anvil, 'Chainlink', 'LINK', 18, 50_000n * 10n ** 18n, 0);
  uni = await deployToken(anvil, 'Uniswap', 'UNI', 18, 10n ** 24n, 3);
  const now = Date.now();
  gecko = await startCoinGeckoServer({
    charts: { ethereum: { usd: wavySeries(2000, now) }, chainlink: { usd: wavySeries(15.5, now) } },
    coins: {
      ethereum: { symbol: 'eth', prices: { usd: '2000' }, changes: { usd: '-2.345' } },
      chainlink: { symbol: 'link', prices: { usd: '15.5' }, changes: { usd: '3.1' } },
      uniswap: { symbol: 'uni', prices: { usd: '7.25' }, changes: { usd: '0' } },
    },
  });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        evm: { rpcUrl: anvil.url, explorerUrl: explorer.url },
        prices: { coingeckoUrl: gecko.url },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '300',
    },
  });
  browser = await launchBrowser();
  // wide enough for every column of the table
  page = await browser.newPage({ viewport: { width: 1320, height: 900 }, reducedMotion: 'reduce' });
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

// a failed step leaves its picture behind, for whoever reads the failure
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(page, `portfolio-failed-${ctx.task.name.slice(0, 24)}`);
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await explorer?.close();
  await gecko?.close();
  await anvil?.stop();
}, 60_000);

describe('the whole wallet at a glance', () => {
  it('a success toast leaves after its time; an error toast stays until closed, and leaves with its page', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(host.url);
    await page.getByRole('link', { name: 'Import a private key' }).click();
    await page.getByLabel('Chain', { exact: true }).selectOption('ethereum');
    await page.getByRole('textbox', { name: 'Private key' }).fill(ANVIL_KEYS[0]);
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    // the import's own toast is for home, and goes by itself
    await toast('Wallet imported').waitFor();
    await toast('Wallet imported').waitFor({ state: 'detached', timeout: 10_000 });

    await page.getByRole('button', { name: 'Add coin' }).click();
    await addToken(link, 'Chainlink');
    await toast('LINK added').waitFor();
    // adding it twice is refused: an error toast, which nothing takes away but the user
    await addToken(link, 'Chainlink');
    const refused = toast('Duplication: LINK already added');
    await refused.waitFor();
    await addToken(uni, 'Uniswap');
    await toast('UNI added').waitFor();
    await toast('UNI added').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await toast('LINK added').count()).toBe(0);
    expect(await refused.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Done adding' }).click();
    // another page: the refusal was about the form left behind
    await nav().getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await refused.waitFor({ state: 'detached' });
    await home();
    expect(pageErrors).toEqual([]);
  });

  it('home is a table sorted by value, in grouped figures, whose shares add up to 100 %', async () => {
    const eth = page.locator('li.coin-row[data-coin-id="ethereum:native"]');
    await expect.poll(() => rows().count()).toBe(3);
    await expect
      .poll(async () =>
        (await texts(page, '.coin-list .asset-value')).every((t) => /^\$[\d,]+\.\d{2}$/.test(t)),
      )
      .toBe(true);
    // largest value first: ETH ($20M less the tokens' gas), LINK ($775,000), UNI ($0)
    expect(await rows().evaluateAll((li) => li.map((e) => e.getAttribute('data-coin-id')))).toEqual([
      'ethereum:native',
      `ethereum:${link.toLowerCase()}`,
      `ethereum:${uni.toLowerCase()}`,
    ]);
    const values = (await texts(page, '.coin-list .asset-value')).map((t) => Number(t.replace(/[$,]/g, '')));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    const shares = await page
      .locator('.coin-list .share-text')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-share'))));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
    const shown = await texts(page, '.coin-list .share-text');
    expect(shown.reduce((a, t) => a + Number(t.replace(' %', '')), 0)).toBeCloseTo(100, 6);

    // numbers for people: grouped, and long decimals cut on the list with the whole in the tooltip
    const wei = BigInt(await anvil.rpc<string>('eth_getBalance', [ME, 'latest']));
    const full = formatUnits(wei, 18);
    const holding = eth.locator('.balance-amount');
    expect(await holding.textContent()).toMatch(/^9,999\.\d{1,4} ETH$/);
    expect(await holding.getAttribute('title')).toBe(
      `${formatAmount(full, { locale: 'en-US', full: true })} ETH`,
    );
    const linkRow = rows().nth(1);
    expect(await linkRow.locator('.balance-amount').textContent()).toBe('50,000 LINK');
    expect(await linkRow.locator('.asset-value').textContent()).toBe('$775,000.00');
    expect(await linkRow.locator('.asset-price').textContent()).toBe('$15.50');
    expect(await eth.locator('.asset-price').textContent()).toBe('$2,000.00');
    expect(await eth.locator('.coin-change').textContent()).toBe('▼ −2.35 %');
    await page.getByTestId('portfolio-chart').locator('canvas').first().waitFor();
    await picture('portfolio-01-home-light', 1120);

    // the small balance goes on request, and comes back
    const small = page.getByRole('switch', { name: 'Hide small balances' });
    await small.check();
    await expect.poll(() => rows().count()).toBe(2);
    await page.getByText('1 small balance hidden').waitFor();
    await small.uncheck();
    await expect.poll(() => rows().count()).toBe(3);

    await page.emulateMedia({ colorScheme: 'dark' });
    await picture('portfolio-02-home-dark', 1120);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(pageErrors).toEqual([]);
  });

  it('a send: its toasts follow the user home; the coin page and the review show every decimal', async () => {
    await page.getByRole('link', { name: /^Open ETH on Ethereum/ }).click();
    await page.getByTestId('coin-balance').waitFor();
    await openReview('1.5');
    await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    // made on the send page, about a transaction: still here on home, then its outcome
    await toast(/Sending 1\.5 ETH…|1\.5 ETH sent/).waitFor();
    await toast('1.5 ETH sent').waitFor({ timeout: 30_000 });
    // about a transaction, so it followed the user here; a success all the same: it leaves by itself
    await toast('1.5 ETH sent').waitFor({ state: 'detached', timeout: 10_000 });

    await page.getByRole('link', { name: /^Open ETH on Ethereum/ }).click();
    const balance = page.getByTestId('coin-balance');
    const wei = BigInt(await anvil.rpc<string>('eth_getBalance', [ME, 'latest']));
    const full = formatAmount(formatUnits(wei, 18), { locale: 'en-US', full: true });
    expect(full).toMatch(/^9,99\d\.\d{6,}$/);
    await expect.poll(() => balance.textContent()).toBe(`${full} ETH`);
    const sent = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
    await expect.poll(() => sent.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await sent.first().innerText()).toMatch(/−1\.5 ETH/);
    await page.mouse.move(0, 0); // no hover line on the chart
    // a taller window, so the picture reaches the history
    await picture('portfolio-03-coin-light', 1500);

    const card = await openReview('1234.5');
    const text = await card.innerText();
    expect(text).toMatch(/Amount\s+1,234\.5 ETH \(≈ \$2,469,000\.00\)/);
    expect(text).toMatch(/Network fee\s+0\.\d+ ETH/);
    await picture('portfolio-04-review-light');
    await card.getByRole('button', { name: 'Back' }).click();
    expect(pageErrors).toEqual([]);
  });

  it('privacy mode hides every amount on home, coin page, history and review', async () => {
    await home();
    const hide = page.getByRole('button', { name: 'Hide amounts' });
    await hide.click();
    await expect.poll(() => hide.getAttribute('aria-pressed')).toBe('true');
    const main = page.locator('main');
    await expect.poll(() => page.locator('.portfolio-total').textContent()).toBe('•••');
    for (const t of await texts(page, '.coin-list .asset-holdings'))
      expect(t).toMatch(/^••• (ETH|LINK|UNI)$/);
    for (const t of await texts(page, '.coin-list .asset-value')) expect(t).toBe('•••');
    expect(await page.locator('.coin-list .share-text').count()).toBe(0);
    expect(await main.innerText()).not.toMatch(AMOUNT);
    // market prices are not the user's: they stay
    expect(await page.locator('[data-coin-id="ethereum:native"] .asset-price').textContent()).toBe(
      '$2,000.00',
    );
    await picture('portfolio-05-home-privacy', 1120);

    await page.getByRole('link', { name: /^Open ETH on Ethereum/ }).click();
    await expect.poll(() => page.getByTestId('coin-balance').textContent()).toBe('••• ETH');
    expect(await page.getByTestId('coin-fiat').count()).toBe(0);
    const history = page.getByRole('list', { name: 'Transactions' });
    await history.locator('li').first().waitFor();
    for (const t of await texts(history, '.tx-amount')) expect(t).toBe('••• ETH');
    expect(await main.innerText()).not.toMatch(AMOUNT);

    const card = await openReview('0.25');
    const review = await card.innerText();
    expect(review).not.toMatch(AMOUNT);
    expect(review).not.toMatch(/≈\s*\$/);
    expect(review).toMatch(/Amount\s+••• ETH/);
    await card.getByRole('button', { name: 'Back' }).click();

    await nav().getByRole('link', { name: 'Transactions' }).click();
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading transactions of every coin' }).waitFor({
      state: 'detached',
      timeout: 30_000,
    });
    for (const t of await texts(page, '.tx-amount')) expect(t).toMatch(/^••• (ETH|LINK|UNI)$/);
    expect(await main.innerText()).not.toMatch(AMOUNT);

    await home();
    await page.getByRole('button', { name: 'Hide amounts' }).click();
    await expect.poll(() => page.locator('.portfolio-total').textContent()).toMatch(/^\$/);
    expect(pageErrors).toEqual([]);
  });

  it('every section is reached from the sidebar by keyboard; Staking only for a wallet that stakes', async () => {
    // an ETH key cannot stake: no Staking section
    expect(await nav().getByRole('link', { name: 'Staking' }).count()).toBe(0);
    await startAddWallet(page, 'phrase');
    await page.getByLabel('Recovery phrase').fill(ABANDON);
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Wallet 2');
    // the current wallet and its switcher stay in the sidebar on every screen
    const current = page.getByRole('region', { name: 'Current wallet' });
    await expect.poll(() => current.innerText()).toContain('Wallet 2');

    // the wallet's coins arrive just after its name: then Staking joins the sidebar
    await nav().getByRole('link', { name: 'Staking' }).waitFor();
    const names = await nav().getByRole('link').allInnerTexts();
    // the sections of this issue, in this order (others land between them as their screens do)
    const ours = ['Portfolio', 'Transactions', 'Staking', 'Connected apps', 'Settings'];
    expect(names.filter((n) => ours.includes(n))).toEqual(ours);
    // every section, whatever lands next: Tab to it, Enter, and its screen opens beside the same wallet
    for (const name of [...names.slice(1), names[0]!]) {
      await tabTo(name);
      await page.keyboard.press('Enter');
      const here = nav().getByRole('link', { name, exact: true });
      // a screen's code loads on its first visit: give a loaded machine time
      await expect.poll(() => here.getAttribute('aria-current'), { timeout: 20_000 }).toBe('page');
      await page.locator('main h1').first().waitFor();
      expect(await current.innerText()).toContain('Wallet 2');
      expect(await current.getByRole('button', { name: /^Wallets \(2\)/ }).isVisible()).toBe(true);
    }
    await walletTitle(page).waitFor();
    // Staking lists the wallet's stakeable coins, each opening its own staking screen
    await tabTo('Staking');
    await page.keyboard.press('Enter');
    const coins = page.getByRole('list', { name: 'Coins to stake' }).getByRole('link');
    await coins.first().waitFor();
    expect(await coins.count()).toBe(2);
    for (const [symbol, chain, id] of [
      ['SOL', 'Solana', 'solana:native'],
      ['TRX', 'Tron', 'tron:native'],
    ] as const)
      expect(await page.getByRole('link', { name: `Stake ${symbol} on ${chain}` }).getAttribute('href')).toBe(
        `#/home/coin/${encodeURIComponent(id)}/staking`,
      );
    expect(pageErrors).toEqual([]);
  });
});

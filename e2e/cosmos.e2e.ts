/**
 * Cosmos Hub and THORChain end to end on the `local` profile: the built browser host reads the
 * fixture chains of test/cosmos (CometBFT JSON-RPC, the Hub's indexer, Midgard and THORNode in
 * their wire formats). Chromium imports the abandon phrase, adds ATOM and RUNE from the
 * catalogue, and for each: receive (the address, funding seen after Refresh), a send with a memo
 * through the form (quote → review → toast → sent) that the fixture ledger shows, and history.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../shared/amount';
import { cosmosAddressFromPublicKey } from '../shared/chains/cosmos/validate';
import { COSMOS_SPEC, startCosmosNode, THORCHAIN_SPEC, type CosmosNode } from '../test/cosmos/cosmosNode';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, fillNewPassword, walletTitle } from './walletFlow';

const root = HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON));
const addr = (chain: 'cosmos' | 'thorchain', coinType: number, i: number) =>
  cosmosAddressFromPublicKey(chain, root.derive(`m/44'/${coinType}'/0'/0/${i}`).publicKey!);

const CHAINS = [
  {
    symbol: 'ATOM',
    name: 'Cosmos Hub',
    decimals: 6,
    me: addr('cosmos', 118, 0),
    bob: addr('cosmos', 118, 5),
    fund: 12_000_000n,
    amount: '2.5',
    memo: 'e2e invoice 7',
  },
  {
    symbol: 'RUNE',
    name: 'THORChain',
    decimals: 8,
    me: addr('thorchain', 931, 0),
    bob: addr('thorchain', 931, 5),
    fund: 30_00000000n,
    amount: '4',
    memo: '=:BTC.BTC:bc1qe2e',
  },
] as const;

let hub: CosmosNode;
let thor: CosmosNode;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });
const row = (c: (typeof CHAINS)[number]) => page.getByRole('link', { name: `Open ${c.symbol} on ${c.name}` });
const balance = () => page.getByTestId('coin-balance');
const nodeOf = (c: (typeof CHAINS)[number]) => (c.symbol === 'ATOM' ? hub : thor);

beforeAll(async () => {
  hub = await startCosmosNode(COSMOS_SPEC);
  thor = await startCosmosNode(THORCHAIN_SPEC);
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        cosmos: {
          cosmos: { rpcUrl: hub.url, indexerUrl: hub.url },
          thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url },
        },
      }),
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
  await hub?.close();
  await thor?.close();
}, 60_000);

describe('Cosmos Hub and THORChain on the fixture chains through the browser host', () => {
  it('imports the abandon phrase and adds ATOM and RUNE from the catalogue', async () => {
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
    for (const c of CHAINS) {
      await page
        .getByPlaceholder('Symbol, name, chain:symbol or contract address')
        .fill(c.symbol.toLowerCase());
      const entry = page.getByRole('button', { name: new RegExp(`^(Add|Remove) ${c.symbol} on ${c.name}$`) });
      await entry.waitFor({ timeout: 20_000 });
      if ((await entry.getAttribute('aria-pressed')) !== 'true') await entry.click();
      await page.getByRole('button', { name: `Remove ${c.symbol} on ${c.name}` }).waitFor();
    }
    await screenshot(page, 'cosmos-01-catalogue');
    await page.getByRole('button', { name: 'Done adding' }).click();
    for (const c of CHAINS)
      // the row also names the chain and the address (design pass): its balance reads 0
      await expect
        .poll(() => row(c).textContent(), { timeout: 20_000 })
        .toMatch(new RegExp(`(?<![\\d.])0 ${c.symbol}`));
    await screenshot(page, 'cosmos-02-home');
    expect(pageErrors).toEqual([]);
  });

  for (const c of CHAINS) {
    const shot = `cosmos-${c.symbol.toLowerCase()}`;

    it(`${c.symbol} receive: the address on the coin page; after funding, Refresh shows it`, async () => {
      await row(c).click();
      await expect.poll(() => page.getByTestId('receive-address').textContent()).toBe(c.me);
      nodeOf(c).fund(c.me, c.fund);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect
        .poll(() => balance().textContent(), { timeout: 20_000 })
        .toBe(`${formatUnits(c.fund, c.decimals)} ${c.symbol}`);
      await screenshot(page, `${shot}-03-received`);
      expect(pageErrors).toEqual([]);
    });

    it(`${c.symbol} send with a memo: quote, review, toast, sent; the ledger agrees`, async () => {
      await page.getByRole('link', { name: 'Send', exact: true }).click();
      await page.getByRole('heading', { name: `Send ${c.symbol}` }).waitFor();
      await page.getByLabel('Recipient address').fill(c.bob);
      await page.getByLabel(`Amount (${c.symbol})`).fill(c.amount);
      await page.getByLabel('Memo (optional)').fill(c.memo);
      const review = page.getByRole('button', { name: 'Review' });
      await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
      expect(await page.getByLabel('Quote').innerText()).toMatch(
        new RegExp(`Amount\\s+${c.amount} ${c.symbol}`),
      );
      await screenshot(page, `${shot}-04-quote`);
      await review.click();
      const card = page.getByRole('region', { name: 'Review' });
      expect(await card.innerText()).toContain(c.bob);
      expect(await card.innerText()).toContain(c.memo);
      await screenshot(page, `${shot}-05-review`);
      await card.getByRole('button', { name: 'Send' }).click();
      await walletTitle(page).waitFor();
      // the progress toast, or already its outcome: the fixture includes the send at once
      await toast(new RegExp(`Sending ${c.amount} ${c.symbol}…|${c.amount} ${c.symbol} sent`)).waitFor();
      await toast(new RegExp(`${c.amount} ${c.symbol} sent`)).waitFor({ timeout: 30_000 });
      await screenshot(page, `${shot}-06-sent`);
      const node = nodeOf(c);
      const sent = parseUnits(c.amount, c.decimals);
      expect(node.ledger.account(c.bob)?.balance).toBe(sent);
      expect(node.ledger.txs.at(-1)?.memo).toBe(c.memo);
      expect(pageErrors).toEqual([]);
    });

    it(`${c.symbol} history: the funding is not a send, the send is listed out`, async () => {
      await row(c).click();
      await page.getByRole('button', { name: 'Refresh' }).click();
      const out = page.getByRole('list', { name: 'Transactions' }).locator('li[data-direction="out"]');
      await expect.poll(() => out.count(), { timeout: 20_000 }).toBe(1);
      const left = nodeOf(c).ledger.account(c.me)!.balance;
      await expect
        .poll(() => balance().textContent(), { timeout: 20_000 })
        .toBe(`${formatUnits(left, c.decimals)} ${c.symbol}`);
      await screenshot(page, `${shot}-07-history`);
      await page.getByRole('link', { name: '← Home' }).click();
      await walletTitle(page).waitFor();
      expect(pageErrors).toEqual([]);
    });
  }

  it('ATOM: delegated, unbonding and pending rewards are shown apart from the spendable balance', async () => {
    const atom = CHAINS[0];
    const val = (n: number) => `cosmosvaloper1${'q'.repeat(37)}${n}`;
    hub.setStakes(atom.me, [
      {
        validator: val(1),
        delegated: 3_000_000n,
        unbonding: [250_000n],
        rewardsDec: 1_750_000n * 10n ** 18n,
      },
      { validator: val(2), delegated: 1_500_000n, unbonding: [], rewardsDec: 0n },
      { validator: val(3), delegated: 500_000n, unbonding: [], rewardsDec: 0n },
    ]);
    await row(atom).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const apart = page.getByTestId('coin-apart');
    await expect
      .poll(() => apart.innerText(), { timeout: 20_000 })
      .toMatch(/Delegated\s+5 ATOM\s+Unbonding\s+0\.25 ATOM\s+Pending rewards\s+1\.75 ATOM/);
    // the spendable balance is still the bank balance alone
    const left = hub.ledger.account(atom.me)!.balance;
    expect(await balance().textContent()).toBe(`${formatUnits(left, atom.decimals)} ATOM`);
    await screenshot(page, 'cosmos-atom-08-staking-apart');
    expect(pageErrors).toEqual([]);
  });

  it('ATOM: a send the chain includes with a non-zero code is reported failed, Failed with its log in the history', async () => {
    const atom = CHAINS[0];
    const log = 'spendable balance 0uatom is smaller than 1000000uatom: insufficient funds';
    hub.failNext(5, log);
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('heading', { name: 'Send ATOM' }).waitFor();
    await page.getByLabel('Recipient address').fill(atom.bob);
    await page.getByLabel('Amount (ATOM)').fill('1');
    const review = page.getByRole('button', { name: 'Review' });
    await expect.poll(() => review.isEnabled(), { timeout: 20_000 }).toBe(true);
    await review.click();
    await page.getByRole('region', { name: 'Review' }).getByRole('button', { name: 'Send' }).click();
    await walletTitle(page).waitFor();
    await toast('Transaction failed').waitFor({ timeout: 30_000 });
    expect(await toast('Transaction failed').innerText()).toContain('1 ATOM was not sent');
    await screenshot(page, 'cosmos-atom-09-failed-toast');
    expect(hub.ledger.txs.at(-1)?.code).toBe(5);
    await row(atom).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const failed = page
      .getByRole('list', { name: 'Transactions' })
      .locator('li')
      .filter({ has: page.locator('.status-failed') });
    await expect.poll(() => failed.count(), { timeout: 20_000 }).toBe(1);
    expect(await failed.innerText()).toContain(log);
    await screenshot(page, 'cosmos-atom-10-failed-history');
    expect(pageErrors).toEqual([]);
  });
});

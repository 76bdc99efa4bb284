/**
 * Exchange to THORChain's own coin end to end on the `local` profile (issue 29): LTC → RUNE.
 * litecoind (regtest) behind the Esplora-style server, the fixture THORChain node of test/cosmos
 * (CometBFT JSON-RPC, Midgard), and the THORNode stand-in, whose validators see the deposit on
 * litecoind and pay RUNE as THORChain does: natively, inside its own block, from Asgard to the
 * wallet's THORChain address in the fixture node's ledger, with no transaction (THORNode's out id
 * is 64 zeros). Chromium imports the abandon phrase, adds RUNE, swaps LTC to RUNE from the
 * Exchange page, and the progress ends 'Paid out on THORChain (inside THORChain's block, no
 * separate transaction)' with no explorer link; the wallet's RUNE rises by exactly the payout.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from '../shared/amount';
import { cosmosAddressFromPublicKey } from '../shared/chains/cosmos/validate';
import { startCosmosNode, THORCHAIN_SPEC, type CosmosNode } from '../test/cosmos/cosmosNode';
import { ASGARD } from '../test/cosmos/midgard';
import { litecoindObserver, thorPayer } from '../test/exchange/chainWatchers';
import { LTC_POOL, ltcInbound } from '../test/exchange/standInRows';
import { startThornodeStandIn, type ThornodeStandIn } from '../test/exchange/thornodeServer';
import { startEsploraServer, type EsploraServer } from '../test/utxo/esploraServer';
import { startLitecoind, type Litecoind } from '../test/utxo/litecoind';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import { ABANDON, addCatalogueCoins, importPhrase } from './walletFlow';

/** the abandon phrase's first THORChain address (m/44'/931'/0'/0/0) */
const ME = cosmosAddressFromPublicKey(
  'thorchain',
  HDKey.fromMasterSeed(mnemonicToSeedSync(ABANDON)).derive("m/44'/931'/0'/0/0").publicKey!,
);
const RECEIVE_0 = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg'; // its first LTC receive address
const HELD = 5_00000000n; // 5 RUNE already held

let ltc: Litecoind;
let esplora: EsploraServer;
let thor: CosmosNode;
let thornode: ThornodeStandIn;
let vault: string;
let host: Host;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const toast = (text: string | RegExp) => page.locator('.toasts .toast').filter({ hasText: text });

beforeAll(async () => {
  [ltc, thor] = await Promise.all([startLitecoind(), startCosmosNode(THORCHAIN_SPEC)]);
  await ltc.mine(101);
  esplora = await startEsploraServer(ltc.rpc);
  vault = await ltc.rpc<string>('getnewaddress', ['', 'bech32'], 'w');
  await ltc.rpc('sendtoaddress', [RECEIVE_0, '1'], 'w');
  await ltc.mine(1);
  thor.fund(ASGARD, 1_000_000n * 10n ** 8n); // the pools' RUNE side, which THORChain pays out of
  thor.fund(ME, HELD);
  thornode = await startThornodeStandIn({
    pools: [LTC_POOL],
    chains: [ltcInbound(vault)],
    observe: { LTC: litecoindObserver(ltc) },
    pay: { THOR: thorPayer(thor) },
  });
  host = await startHost({
    env: {
      WALLET_LOCAL_ENDPOINTS: JSON.stringify({
        utxo: { litecoin: { esploraUrl: esplora.url } },
        cosmos: { thorchain: { rpcUrl: thor.url, midgardUrl: thor.url, thornodeUrl: thor.url } },
        exchange: { thornodeUrl: thornode.url },
      }),
      WALLET_CONFIRM_INTERVAL_MS: '500',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1180, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
  await thornode?.close();
  await esplora?.close();
  await thor?.close();
  await ltc?.stop();
}, 60_000);

describe('exchange: LTC → RUNE through THORChain, paid out inside THORChain', () => {
  it('swaps LTC to RUNE: the deposit lands on litecoind, the RUNE is paid in THORChain’s block, no link', async () => {
    await page.goto(host.url);
    await importPhrase(page);
    await addCatalogueCoins(page, [{ symbol: 'RUNE', chain: 'THORChain' }]);
    const ltcRow = page.getByRole('link', { name: 'Open LTC on Litecoin' });
    await expect.poll(() => ltcRow.textContent(), { timeout: 30_000 }).toMatch(/(?<![\d.])1 LTC/);

    await page.getByRole('link', { name: 'Exchange' }).click();
    await page.getByRole('heading', { name: 'Exchange' }).waitFor();
    await page.getByLabel('From', { exact: true }).selectOption({ label: 'LTC on Litecoin · Main Wallet' });
    await page.getByLabel('To', { exact: true }).selectOption({ label: 'RUNE on THORChain' });
    await page.getByLabel('Amount (LTC)').fill('0.1');
    await expect.poll(() => thornode.quotes.at(-1)?.get('amount'), { timeout: 20_000 }).toBe('10000000');
    expect(thornode.quotes.at(-1)!.get('to_asset')).toBe('THOR.RUNE');
    expect(thornode.quotes.at(-1)!.get('destination')).toBe(ME);
    const provider = page.getByRole('listitem', { name: 'THORChain' });
    await provider.waitFor({ timeout: 20_000 });
    expect(await provider.innerText()).toMatch(/You receive\s+≈ [\d.]+ RUNE/);
    await provider.getByRole('button', { name: 'Swap with THORChain' }).click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.waitFor();
    const text = await review.innerText();
    expect(text).toContain(`=:THOR.RUNE:${ME}:`);
    await screenshot(page, 'exchange-to-rune-01-review');

    await review.getByRole('button', { name: 'Swap' }).click();
    const progress = page.getByRole('region', { name: 'Swap progress' });
    const outcome = async () =>
      (await progress.count())
        ? 'sent'
        : (await review.getByRole('alert').count())
          ? await review.getByRole('alert').innerText()
          : '';
    await expect.poll(outcome, { timeout: 30_000 }).toBe('sent');
    const pool = await ltc.rpc<string[]>('getrawmempool');
    expect(pool).toHaveLength(1);
    const tx = await ltc.rpc<{
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[]; type: string } }[];
    }>('getrawtransaction', [pool[0], true]);
    expect(
      tx.vout
        .filter((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === vault)
        .map((o) => o.value),
    ).toEqual([0.1]);
    expect(tx.vout.some((o) => o.scriptPubKey.type === 'nulldata')).toBe(true);
    await toast('THORChain has seen the deposit').waitFor({ timeout: 20_000 });

    await ltc.mine(1);
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor({ timeout: 30_000 });
    const payout = page.getByTestId('payout');
    const line = await payout.innerText();
    expect(line).toMatch(
      new RegExp(
        `Paid out on THORChain \\(inside THORChain's block, no separate transaction\\): ([\\d.]+) RUNE to ${ME}`,
      ),
    );
    // nothing to link: no transaction exists, and a zero hash is never shown
    expect(await payout.getByRole('button').count()).toBe(0);
    expect(await page.getByTestId('payout-hash').count()).toBe(0);
    expect(await page.content()).not.toContain('0'.repeat(64));
    const shown = /\): ([\d.]+) RUNE/.exec(line)![1]!;
    expect(thor.ledger.account(ME)!.balance - HELD).toBe(parseUnits(shown, 8));
    await toast('Swap paid out').waitFor();
    await screenshot(page, 'exchange-to-rune-02-paid-out');

    // home reads the new RUNE balance from the node (a fresh load: every family's reads again)
    await page.getByRole('link', { name: 'Portfolio' }).click();
    const runeRow = page.getByRole('link', { name: 'Open RUNE on THORChain' });
    await page.reload();
    const total = formatUnits(HELD + parseUnits(shown, 8), 8);
    await expect.poll(() => runeRow.textContent(), { timeout: 30_000 }).toContain(`${total} RUNE`);
    expect(thor.requests().some((r) => r.path === `/v2/balance/${ME}`)).toBe(true);
    await runeRow.scrollIntoViewIfNeeded();
    await screenshot(page, 'exchange-to-rune-03-home');
    expect(pageErrors).toEqual([]);
  });
});

/**
 * Unlock → home painted, in Chromium against the browser host, with 10 wallets × 30 coins.
 * The cache is seeded the way a user's is: every wallet's balances read once from a JSON-RPC
 * node in Ethereum's wire format. Then the node turns slow (3 s a request) and each round
 * locks, types the password and times from the unlock answer (the KDF is over) to the frame
 * in which every coin row shows a balance. Those balances can only have come from the cache.
 * The baseline rounds add a coin never read, so the list waits for the node (50 ms), as every
 * unlock did before the balance cache.
 */
import type { Page } from 'playwright-core';
import { CATALOGUE } from '../shared/catalogue';
import { getChain } from '../shared/chains/registry';
import { launchBrowser, removeDir, startHost } from '../e2e/harness';
import { startFixtureRpc } from './evmFixtureRpc';
import { connectHost, type HostClient } from './hostClient';
import { summarize } from './stats';

const PASSWORD = 'bench password 1234';
const WALLETS = 10;
const COINS = 30;
/** a coin row's balance once painted (renderer/components/home/BalanceText.tsx) */
const PAINTED = '[data-balance-painted]';
const AIM_MS = 300;

const EVM_IDS = CATALOGUE.filter((e) => getChain(e.chainName).family === 'evm').map((e) => e.id);

/** Leaves exactly `count` coins visible in the current wallet, all on EVM chains. */
async function keepEvmCoins(client: HostClient, count: number): Promise<void> {
  const { entries } = await client.call('coins.catalogue', { query: '' });
  let visible = 0;
  for (const e of entries) {
    const evm = getChain(e.chainName).family === 'evm';
    if (e.inWallet && !evm) await client.call('coins.toggle', { id: e.id });
    else if (e.inWallet) visible++;
  }
  for (const id of EVM_IDS) {
    if (visible >= count) break;
    if (entries.find((e) => e.id === id)?.inWallet) continue;
    await client.call('coins.toggle', { id });
    visible++;
  }
}

/** When the page last received the unlock's answer (epoch ms), from its socket frames. */
interface UnlockClock {
  at: number;
}

function watchUnlock(page: Page): UnlockClock {
  const clock: UnlockClock = { at: 0 };
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (!clock.at && typeof f.payload === 'string' && f.payload.includes('"locked":false'))
        clock.at = Date.now();
    }),
  );
  return clock;
}

/** ms from the unlock's answer to the frame with `rows` balances painted. */
async function unlockToPaint(
  page: Page,
  clock: UnlockClock,
  client: HostClient,
  rows: number,
): Promise<number> {
  await client.call('session.lock', {});
  const field = page.locator('input[type="password"]').first();
  await field.waitFor();
  await page.evaluate(
    ({ selector, want }) => {
      const w = window as unknown as { __painted?: Promise<number> };
      w.__painted = new Promise<number>((resolve) => {
        const mo = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length < want) return;
          mo.disconnect();
          requestAnimationFrame(() => resolve(Date.now()));
        });
        mo.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    },
    { selector: PAINTED, want: rows },
  );
  await field.fill(PASSWORD);
  clock.at = 0;
  await field.press('Enter');
  const painted = await page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted);
  if (!clock.at) throw new Error('the unlock answer was not seen on the socket');
  return painted - clock.at;
}

export async function benchHomePaint(rounds = 5): Promise<Record<string, string>> {
  const rpc = await startFixtureRpc();
  const host = await startHost({
    env: { WALLET_LOCAL_ENDPOINTS: JSON.stringify({ evm: { rpcUrl: rpc.url } }) },
  });
  const client = await connectHost(new URL(host.url));
  const browser = await launchBrowser();
  try {
    for (let i = 0; i < WALLETS; i++) {
      await client.call('wallets.create', {
        words: 12,
        name: `Wallet ${i + 1}`,
        ...(i === 0 ? { password: PASSWORD } : {}),
      });
      await keepEvmCoins(client, COINS);
      const { balances } = await client.call('coins.balances', {});
      if (balances.length !== COINS || balances.some((b) => b.balance === null))
        throw new Error(
          `wallet ${i + 1}: ${balances.filter((b) => b.balance !== null).length} of ${COINS} read`,
        );
    }
    await client.call('wallets.select', { index: 0 });
    const spare = (await client.call('coins.catalogue', { query: '' })).entries
      .filter((e) => !e.inWallet && getChain(e.chainName).family === 'evm')
      .map((e) => e.id);
    const page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
    const clock = watchUnlock(page);
    await page.goto(host.url);
    await page
      .locator(PAINTED)
      .nth(COINS - 1)
      .waitFor({ timeout: 60_000 });

    rpc.setDelay(3000);
    const cached: number[] = [];
    for (let r = 0; r < rounds; r++) cached.push(await unlockToPaint(page, clock, client, COINS));

    rpc.setDelay(50);
    const live: number[] = [];
    for (let r = 0; r < Math.min(3, spare.length); r++) {
      await client.call('coins.toggle', { id: spare[r]! }); // a coin never read: the cache is incomplete
      live.push(await unlockToPaint(page, clock, client, COINS + r + 1));
    }
    const c = summarize(cached);
    const l = summarize(live);
    return {
      'unlock → home painted, cached (node 3 s away), median': `${c.p50.toFixed(0)} ms (aim < ${AIM_MS} ms; ${c.p50 < AIM_MS ? 'met' : 'missed'})`,
      'unlock → home painted, cached, worst of rounds': `${Math.max(...cached).toFixed(0)} ms`,
      'baseline: list waits for the node (50 ms), median': `${l.p50.toFixed(0)} ms (before issue 20: not measured; the list always waited for the node)`,
      'wallets × coins': `${WALLETS} × ${COINS}`,
      rounds: `${rounds} cached, ${live.length} baseline`,
    };
  } finally {
    client.close();
    await browser.close();
    await host.stop();
    removeDir(host.dataDir);
    await rpc.close();
  }
}

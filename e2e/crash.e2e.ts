import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';
import {
  fillNewPassword,
  openSwitcher,
  rowAddress,
  startAddWallet,
  switcherState,
  unlock,
  walletTitle,
} from './walletFlow';

let browser: Browser;
const hosts: Host[] = [];
const dirs = new Set<string>();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.stop();
});
afterAll(async () => {
  await browser?.close();
  for (const d of dirs) removeDir(d);
});

async function start(dataDir?: string): Promise<Host> {
  const host = await startHost(dataDir ? { dataDir } : {});
  hosts.push(host);
  dirs.add(host.dataDir);
  return host;
}

interface Watched {
  page: Page;
  /** called with each invoke frame the page sends */
  onSend: ((frame: { name?: string; id?: number }) => void) | null;
  /** called with each frame the page receives */
  onReceive: ((frame: { id?: number }) => void) | null;
}

/** Opens the app with its socket watched from the first frame. */
async function open(host: Host): Promise<Watched> {
  const page = await browser.newPage({ viewport: { width: 1180, height: 820 } });
  page.setDefaultTimeout(15_000);
  const w: Watched = { page, onSend: null, onReceive: null };
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => w.onSend?.(JSON.parse(String(payload)) as { name?: string }));
    ws.on('framereceived', ({ payload }) => w.onReceive?.(JSON.parse(String(payload)) as { id?: number }));
  });
  await page.goto(host.url);
  return w;
}

function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `click` and SIGKILLs the host the moment the page sends `wallets.create`, before main
 * can answer. Then waits until the orphaned signer is gone too, so the next host never
 * shares the vault folder with it. Says whether an answer had arrived before the kill.
 */
async function killDuringCreate(
  w: Watched,
  host: Host,
  click: () => Promise<void>,
): Promise<{ answered: boolean }> {
  const signers = childPids(host.proc.pid!);
  expect(signers.length).toBeGreaterThan(0);
  let sentId: number | undefined;
  let answered = false;
  let killed: Promise<void> | undefined;
  const sent = new Promise<void>((resolve) => {
    w.onSend = (frame) => {
      if (frame.name !== 'wallets.create' || killed) return;
      sentId = frame.id;
      killed = host.stop('SIGKILL');
      resolve();
    };
  });
  w.onReceive = (frame) => {
    if (sentId !== undefined && frame.id === sentId && !killed) answered = true;
  };
  await click();
  await sent;
  await killed;
  await expect.poll(() => signers.filter(alive), { timeout: 20_000 }).toEqual([]);
  return { answered };
}

describe('the browser host killed with SIGKILL during wallet creation', () => {
  it('comes back with no vault or with the whole first wallet, never half of one', async () => {
    const host = await start();
    const w = await open(host);
    const page = w.page;
    const outcome = await killDuringCreate(w, host, async () => {
      await page.getByRole('link', { name: 'Create a new wallet' }).click();
      await fillNewPassword(page);
      await page.getByRole('button', { name: 'Create wallet' }).click();
    });
    expect(outcome.answered).toBe(false);
    await page.close();

    const again = await start(host.dataDir);
    const next = (await open(again)).page;
    const onboarding = next.getByRole('heading', { name: 'Your keys, your coins' });
    const locked = next.getByRole('heading', { name: 'Locked' });
    await onboarding.or(locked).waitFor();
    await screenshot(next, 'crash-01-after-restart-first-wallet');
    if (await locked.isVisible()) {
      // the vault was written whole: it opens with the password and holds one complete wallet
      await unlock(next);
      await expect.poll(() => walletTitle(next).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
      expect(await switcherState(next)).toEqual({ names: ['Main Wallet'], current: 'Main Wallet' });
      const coins = next.getByRole('list', { name: 'Coins' }).locator('li.coin-row .coin-address .mono');
      await expect.poll(() => coins.count()).toBeGreaterThan(3);
      for (const a of await coins.allInnerTexts()) expect(a).not.toBe('—');
    } else {
      // nothing was kept: onboarding starts over and a wallet can be created normally
      await next.getByRole('link', { name: 'Create a new wallet' }).click();
      await fillNewPassword(next);
      await next.getByRole('button', { name: 'Create wallet' }).click();
      await next.getByRole('button', { name: 'Skip for now' }).click();
      await expect.poll(() => walletTitle(next).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    }
  });

  it('never loses a wallet that existed before the kill, and keeps the list consistent', async () => {
    const host = await start();
    const w = await open(host);
    const page = w.page;
    await page.getByRole('link', { name: 'Create a new wallet' }).click();
    await fillNewPassword(page);
    await page.getByRole('button', { name: 'Create wallet' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect.poll(() => walletTitle(page).textContent(), { timeout: 20_000 }).toBe('Main Wallet');
    const btc = rowAddress(page, 'bitcoin:native');
    await btc.waitFor();
    const firstAddress = await btc.getAttribute('title');

    await killDuringCreate(w, host, async () => {
      await startAddWallet(page, 'create');
      await page.getByRole('button', { name: 'Create wallet' }).click();
    });
    await page.close();

    const again = await start(host.dataDir);
    const next = (await open(again)).page;
    await next.getByRole('heading', { name: 'Locked' }).waitFor();
    await unlock(next);
    await walletTitle(next).waitFor({ timeout: 20_000 });
    // neither wallet was backed up: the reminder opens first
    await next.getByRole('dialog', { name: 'Back up your recovery phrase' }).waitFor();
    await next.getByRole('button', { name: 'Later' }).click();
    const { names, current } = await switcherState(next);
    await screenshot(next, 'crash-02-after-restart-second-wallet');
    // either the second wallet was saved whole (and made current) or not at all
    expect([['Main Wallet'], ['Main Wallet', 'Wallet 2']]).toContainEqual(names);
    expect(current).toBe(names[names.length - 1]);
    // every listed wallet has its secret: its coins derive addresses
    const asked = new Set([current]);
    for (const name of names) {
      const panel = await openSwitcher(next);
      const row = panel.getByRole('button', { name: new RegExp(`^${name}(,| \\()`) });
      await row.click();
      await expect.poll(() => walletTitle(next).textContent()).toBe(name);
      // the reminder asks once per wallet and session: switching to the other unbacked wallet opens it
      if (!asked.has(name)) {
        await next.getByRole('dialog', { name: 'Back up your recovery phrase' }).waitFor();
        await next.getByRole('button', { name: 'Later' }).click();
        asked.add(name);
      }
      const address = rowAddress(next, 'bitcoin:native');
      // the e2e host runs the local profile: regtest addresses
      await expect.poll(() => address.getAttribute('title')).toMatch(/^bcrt1/);
      if (name === 'Main Wallet') expect(await address.getAttribute('title')).toBe(firstAddress);
    }
  });
});

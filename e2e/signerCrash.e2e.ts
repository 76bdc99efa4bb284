import { execSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, removeDir, screenshot, startHost, type Host } from './harness';

let host: Host;
let browser: Browser;

beforeAll(async () => {
  host = await startHost();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  if (host) removeDir(host.dataDir);
});

const signerPid = () =>
  Number(execSync(`pgrep -P ${host.proc.pid} -f signer/main.cjs`).toString().trim().split('\n')[0]);

describe('a signer crash in the browser host', () => {
  it('is shown to the user, and the signer comes back on its own', async () => {
    const page = await browser.newPage();
    await page.goto(host.url);
    await page.getByRole('heading', { name: 'Your keys, your coins' }).waitFor();
    const before = signerPid();
    process.kill(before, 'SIGKILL');
    await page.getByRole('alert').filter({ hasText: 'Signer stopped' }).waitFor();
    await screenshot(page, 'signer-crashed');
    // a new signer process, and the app answers again through it
    await expect.poll(() => signerPid(), { timeout: 20_000 }).not.toBe(before);
    await expect
      .poll(() => page.getByText('The signing process stopped').count(), { timeout: 20_000 })
      .toBe(0);
  });
});

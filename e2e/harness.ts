import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve('artifacts/screenshots');

export interface Host {
  url: string;
  origin: string;
  token: string;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts `dist/web/host.cjs` (what `npm run web` runs) on a random port with a fresh data dir. */
export async function startHost(
  opts: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<Host> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'wallet-e2e-'));
  const proc = spawn(
    process.execPath,
    ['dist/web/host.cjs', '--port', '0', '--data-dir', dataDir, '--network', 'local'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...opts.env },
    },
  );
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // start-up loads every family's libraries first; leave a loaded 2-core machine room
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 60_000);
    const check = () => {
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    proc.stdout!.on('data', check);
    proc.on('exit', (code) => reject(new Error(`host exited with ${code}:\n${out}`)));
  });
  const u = new URL(url);
  return {
    url,
    origin: u.origin,
    token: u.searchParams.get('token')!,
    dataDir,
    proc,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((r) => proc.once('exit', () => r()));
      proc.kill(signal);
      await exited;
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // The machine has no network but loopback: these keep Chromium from trying.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

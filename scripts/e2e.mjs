// Runs the end-to-end suite: builds the app, checks for Debian's Chromium, then vitest.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}; fix: sudo apt-get install -y chromium`);
  process.exit(1);
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
if (run(process.execPath, ['scripts/build.mjs']) !== 0) process.exit(1);
process.exit(
  run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...process.argv.slice(2),
  ]),
);

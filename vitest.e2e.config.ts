import { defineConfig } from 'vitest/config';

// End-to-end: the built browser host + Debian's Chromium through playwright-core.
// One file at a time: each test file starts its own host and browser.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,main,signer,renderer,scripts,cli}/**/*.test.ts'],
    setupFiles: ['./test/blockNetwork.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

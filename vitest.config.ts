import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['{shared,main,signer,renderer,scripts,cli,test}/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/blockNetwork.ts', './test/loadSigners.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

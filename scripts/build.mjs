// Builds everything `npm start`, `npm run web` and the e2e tests run: the renderer with
// Vite, and main, signer, preload and the browser host as CommonJS bundles with esbuild
// (CommonJS because sandboxed preloads and utilityProcess entries load it without flags).
import { build as esbuild } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { build as viteBuild } from 'vite';

// Native modules, and packages that read a .wasm file beside their own source at run time:
// Node resolves these from node_modules (electron-builder packs production dependencies).
const external = [
  'electron',
  'better-sqlite3-multiple-ciphers',
  '@emurgo/cardano-serialization-lib-nodejs',
  'tiny-secp256k1',
];

const bundles = [
  { in: 'main/web/host.ts', out: 'dist/web/host.cjs' },
  { in: 'signer/main.ts', out: 'dist/signer/main.cjs' },
  { in: 'main/electron/main.ts', out: 'dist/electron/main.cjs' },
  { in: 'main/electron/preload.ts', out: 'dist/electron/preload.cjs' },
  { in: 'cli/wallet.ts', out: 'dist/cli/wallet.cjs', banner: '#!/usr/bin/env node' },
];

rmSync('dist', { recursive: true, force: true });
const started = Date.now();
await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
await Promise.all(
  bundles
    .filter((b) => existsSync(b.in))
    .map((b) =>
      esbuild({
        entryPoints: [b.in],
        outfile: b.out,
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        external,
        sourcemap: false,
        legalComments: 'none',
        logLevel: 'warning',
        banner: b.banner ? { js: b.banner } : undefined,
      }),
    ),
);
console.log(`built in ${Date.now() - started} ms`);

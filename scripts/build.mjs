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
  'electron-updater',
  'better-sqlite3-multiple-ciphers',
  '@emurgo/cardano-serialization-lib-nodejs',
  'tiny-secp256k1',
  // ESM that finds its native bindings from import.meta.url (main/services/messaging)
  '@xmtp/node-sdk',
];

// WalletConnect's ESM core default-imports this package, whose `main` is CommonJS without an
// __esModule mark: bundled from `main`, the default import is the exports object and the relay
// socket never opens ("…default is not a constructor"). Its ESM build has the real default.
const alias = {
  '@walletconnect/jsonrpc-ws-connection': '@walletconnect/jsonrpc-ws-connection/dist/index.es.js',
};

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
        alias,
        sourcemap: false,
        legalComments: 'none',
        logLevel: 'warning',
        banner: b.banner ? { js: b.banner } : undefined,
      }),
    ),
);
// `--quiet` (npm run bench): the bench prints its figures only
if (!process.argv.includes('--quiet')) console.log(`built in ${Date.now() - started} ms`);

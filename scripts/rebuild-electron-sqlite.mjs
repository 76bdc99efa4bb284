// @ts-check
/**
 * Builds better-sqlite3-multiple-ciphers for Electron's ABI into build/native/electron/,
 * leaving node_modules (the Node-ABI build that tests and the browser host load) untouched.
 * The Electron main passes the result to openCache({ nativeBinding }).
 *
 * Needs a C++20 toolchain and network access to https://electronjs.org/headers (Electron's
 * Node headers), so it is NOT part of any command that runs in CI or in the sandbox.
 *
 *   node scripts/rebuild-electron-sqlite.mjs            # skips when the copy is current
 *   node scripts/rebuild-electron-sqlite.mjs --force --arch=arm64
 *
 * Packaged builds do not use this: electron-builder rebuilds native modules for Electron
 * inside the app it packs.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'better-sqlite3-multiple-ciphers';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'build', 'native', 'electron');
const require = createRequire(path.join(root, 'package.json'));

/** @param {string} name */
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const force = process.argv.includes('--force');
const arch = arg('arch') ?? process.arch;

/** @param {string} file @returns {{ version: string }} */
const readPackage = (file) => JSON.parse(readFileSync(file, 'utf8'));

const electronVersion = readPackage(require.resolve('electron/package.json')).version;
const pkgJson = require.resolve(`${PACKAGE}/package.json`);
const pkgDir = path.dirname(pkgJson);
const pkgVersion = readPackage(pkgJson).version;
// node-gyp comes with the dev tree (electron-builder depends on it); npm's bundled copy is
// not reachable from here by a stable path.
const nodeGyp = require.resolve('node-gyp/bin/node-gyp.js');

const meta = { electron: electronVersion, arch, [PACKAGE]: pkgVersion };
const metaFile = path.join(outDir, 'meta.json');
const binary = path.join(outDir, 'better_sqlite3.node');
if (!force && existsSync(binary) && existsSync(metaFile)) {
  if (readFileSync(metaFile, 'utf8') === JSON.stringify(meta)) {
    console.log(`electron sqlite: up to date (${JSON.stringify(meta)})`);
    process.exit(0);
  }
}

// Build in a scratch copy so that a failed or foreign-ABI build never replaces the Node one.
const work = path.join(outDir, '.work');
rmSync(work, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
cpSync(pkgDir, work, { recursive: true, filter: (src) => path.relative(pkgDir, src) !== 'build' });

// A `nodedir` from npm config would make node-gyp compile against the local Node's headers.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^npm_config_(nodedir|target|dist_url|arch)$/i.test(k)),
);

console.log(`electron sqlite: building ${PACKAGE}@${pkgVersion} for Electron ${electronVersion} (${arch})`);
const r = spawnSync(
  process.execPath,
  [
    nodeGyp,
    'rebuild',
    '--release',
    `--target=${electronVersion}`,
    `--arch=${arch}`,
    '--dist-url=https://electronjs.org/headers',
  ],
  { cwd: work, env, stdio: 'inherit' },
);
if (r.status !== 0) {
  console.error('electron sqlite: node-gyp failed (is a C++20 compiler installed and the network up?)');
  process.exit(r.status ?? 1);
}
copyFileSync(path.join(work, 'build', 'Release', 'better_sqlite3.node'), binary);
writeFileSync(metaFile, JSON.stringify(meta));
rmSync(work, { recursive: true, force: true });
console.log(`electron sqlite: wrote ${path.relative(root, binary)}`);

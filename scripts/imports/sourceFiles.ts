import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The repository root (this file is scripts/imports/sourceFiles.ts). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The four process folders, the code the design's boundaries and these checks are about. */
export const PROCESS_FOLDERS = ['main', 'signer', 'shared', 'renderer'] as const;

/**
 * Where production code starts: the bundles of scripts/build.mjs and the renderer's page
 * (renderer/index.html loads main.tsx). A file none of these reaches ships only in tests.
 */
export const ENTRY_POINTS = [
  'main/web/host.ts',
  'main/electron/main.ts',
  'main/electron/preload.ts',
  'signer/main.ts',
  'cli/wallet.ts',
  'renderer/main.tsx',
];

/** Tracked TypeScript sources (no declaration files) under `folders`, repository-relative. */
export function sourceFiles(folders: readonly string[]): string[] {
  return execFileSync('git', ['ls-files', '--', ...folders], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
}

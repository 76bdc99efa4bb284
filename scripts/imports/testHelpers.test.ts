// Test helpers belong under test/ or under a test-only name (scripts/eslint/boundaries.js,
// isTestOnly): a helper with a production name in a production folder reads as product code,
// is type-checked and linted as such, and one import away from shipping. The lint stops
// production importing test-only names; this finds the helper no lint sees: a file with a
// production name that no entry point reaches (only tests import it, or nothing does).
import { describe, expect, it } from 'vitest';
import { isTestOnly } from '../eslint/boundaries.js';
import { buildImportGraph, reachableFrom } from './importGraph';
import { ENTRY_POINTS, PROCESS_FOLDERS, ROOT, sourceFiles } from './sourceFiles';

/**
 * Product code built and tested ahead of the screen that ships it, named here rather than
 * hidden. Each entry must still be unreached, so it leaves this list when it ships (issue
 * 29's THORChain client and UTXO swap deposit left it with the Exchange page).
 */
const AHEAD_OF_THEIR_SCREEN: readonly string[] = [];

describe('test helpers and production files', () => {
  const files = sourceFiles(PROCESS_FOLDERS);
  const graph = buildImportGraph(ROOT, [...files, ...ENTRY_POINTS]);
  // type-only imports count: a types file the product imports is product code
  const shipped = reachableFrom(graph, ENTRY_POINTS, true);
  const ahead = (f: string) => AHEAD_OF_THEIR_SCREEN.some((prefix) => f.startsWith(prefix));

  it('every production-named file in the process folders is reached from an entry point', () => {
    const stray = files.filter((f) => !isTestOnly(f) && !shipped.has(f) && !ahead(f));
    expect(stray, 'only tests reach these: move them under test/ or delete them').toEqual([]);
  });

  it('lists only code that is still waiting for its screen', () => {
    for (const prefix of AHEAD_OF_THEIR_SCREEN) {
      const waiting = files.filter((f) => f.startsWith(prefix) && !shipped.has(f));
      expect(waiting.length, `${prefix} ships now: take it off AHEAD_OF_THEIR_SCREEN`).toBeGreaterThan(0);
    }
  });
});

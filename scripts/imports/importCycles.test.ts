// No import cycles in the process folders or the test helpers. A cycle makes load order decide what a module sees
// (an import still undefined while its module runs) and ties files that should change alone;
// type-only imports count too, since they tie the files the same way in review. A deferred
// import() does not (importGraph.ts says why).
import { describe, expect, it } from 'vitest';
import { buildImportGraph, importCycles } from './importGraph';
import { PROCESS_FOLDERS, ROOT, sourceFiles } from './sourceFiles';

/** The process folders, and the test helpers their tests share. */
const CHECKED = [...PROCESS_FOLDERS, 'test'];

describe('import cycles', () => {
  it('finds a cycle, and a type-only one only when asked', () => {
    const graph = new Map([
      ['a.ts', [{ to: 'b.ts', typeOnly: false }]],
      ['b.ts', [{ to: 'c.ts', typeOnly: true }]],
      ['c.ts', [{ to: 'a.ts', typeOnly: false }]],
      ['d.ts', [{ to: 'a.ts', typeOnly: false }]],
    ]);
    expect(importCycles(graph, true)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCycles(graph, false)).toEqual([]);
  });

  it('does not close a cycle through a deferred import()', () => {
    const graph = new Map([
      ['list.ts', [{ to: 'family.ts', typeOnly: false, deferred: true }]],
      ['family.ts', [{ to: 'list.ts', typeOnly: false }]],
    ]);
    expect(importCycles(graph, true)).toEqual([]);
    graph.set('list.ts', [{ to: 'family.ts', typeOnly: false }]);
    expect(importCycles(graph, true)).toEqual([['family.ts', 'list.ts']]);
  });

  it('main/, signer/, shared/, renderer/ and test/ have none', () => {
    const graph = buildImportGraph(ROOT, sourceFiles(CHECKED));
    expect(importCycles(graph, true), 'files that import each other, directly or around a loop').toEqual([]);
  });
});

// The import graph of our own TypeScript, for the checks an import lint cannot make alone
// (cycles, files only tests reach). Only relative specifiers are followed: packages are not
// ours, and the process folders import each other only by relative path (scripts/eslint).
// Parsing with TypeScript (no type-check) keeps a walk over ~1,300 files under a second.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** Repository-relative path of the imported file, '/'-separated. */
  to: string;
  /** `import type`/`export type` (or every binding type-only): erased at run time. */
  typeOnly: boolean;
  /** a literal `import()`: the module loads when the call runs, after every static import has */
  deferred?: boolean;
}

/** Repository-relative file → the files it imports. */
export type ImportGraph = Map<string, ImportEdge[]>;

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as the bundlers resolve it, or null when none is ours. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  const base = path.resolve(root, path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  const candidates = [specifier.endsWith('.json') ? '' : null, ...EXTENSIONS].filter((e) => e !== null);
  for (const ext of candidates) {
    const abs = base + ext;
    if (existsSync(abs) && statSync(abs).isFile()) return path.relative(root, abs).split(path.sep).join('/');
  }
  return null;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // side-effect import
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
    ? bindings.elements.every((e) => e.isTypeOnly)
    : false;
}

/** The relative imports of one source text: static, re-exports and literal dynamic import(). */
export function importsOf(
  fileName: string,
  text: string,
): { specifier: string; typeOnly: boolean; deferred?: boolean }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: { specifier: string; typeOnly: boolean; deferred?: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node) });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const allTypes =
        node.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: allTypes });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, deferred: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((i) => i.specifier.startsWith('.'));
}

/** The graph over `files` (repository-relative), following imports into any file of ours. */
export function buildImportGraph(root: string, files: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file) || !/\.tsx?$/.test(file)) continue;
    const edges: ImportEdge[] = [];
    for (const i of importsOf(file, readFileSync(path.join(root, file), 'utf8'))) {
      const to = resolveSpecifier(root, file, i.specifier);
      if (!to) continue;
      edges.push(i.deferred ? { to, typeOnly: false, deferred: true } : { to, typeOnly: i.typeOnly });
      if (!graph.has(to)) pending.push(to);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Files reachable from `entries`; `withTypes` follows type-only imports too. */
export function reachableFrom(
  graph: ImportGraph,
  entries: readonly string[],
  withTypes: boolean,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const e of graph.get(file) ?? []) if (withTypes || !e.typeOnly) pending.push(e.to);
  }
  return seen;
}

/**
 * The import cycles, one per strongly connected component of more than one file (Tarjan),
 * each as the files of that component sorted. `withTypes` counts type-only imports too.
 * A deferred `import()` never closes a cycle: the module it names runs when the call does,
 * after every module on the static path has finished, so no file can see another half-made.
 * That is how a registry names the lazily loaded signer of a family whose files reach back
 * to the registry's own types (signer/chains/families.ts).
 */
export function importCycles(graph: ImportGraph, withTypes: boolean): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const next = (file: string) =>
    (graph.get(file) ?? []).filter((e) => !e.deferred && (withTypes || !e.typeOnly)).map((e) => e.to);
  // iterative Tarjan: the graph is deep enough to strain recursion in some runners
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; children: string[]; i: number }[] = [];
    const open = (file: string) => {
      index.set(file, counter);
      low.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      work.push({ file, children: next(file), i: 0 });
    };
    open(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      if (top.i < top.children.length) {
        const child = top.children[top.i++]!;
        if (!index.has(child)) open(child);
        else if (onStack.has(child)) low.set(top.file, Math.min(low.get(top.file)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const component: string[] = [];
      let f: string;
      do {
        f = stack.pop()!;
        onStack.delete(f);
        component.push(f);
      } while (f !== top.file);
      if (component.length > 1) cycles.push(component.sort());
    }
  }
  return cycles;
}

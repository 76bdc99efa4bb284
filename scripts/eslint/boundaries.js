// Enforces the process boundaries of the design: who may import whom.
// An import is resolved against the importing file, so `../../main/x` from renderer/ is
// caught however it is spelled. Node built-ins are classified separately because the
// renderer and shared/ must run without Node and the signer must have no network.
import path from 'node:path';
import { builtinModules } from 'node:module';

const ROOT_FOLDERS = ['shared', 'main', 'signer', 'renderer'];

/** Which of our folders each process may import from. */
export const ALLOWED = {
  shared: ['shared'],
  main: ['shared', 'main'],
  signer: ['shared', 'signer'],
  renderer: ['shared', 'renderer'],
};

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
/** Modules that reach the network: never in the signer. */
const NETWORK = new Set([
  'http',
  'https',
  'http2',
  'net',
  'tls',
  'dgram',
  'dns',
  'node:http',
  'node:https',
  'node:http2',
  'node:net',
  'node:tls',
  'node:dgram',
  'node:dns',
  'ws',
  'undici',
  'axios',
  'node-fetch',
]);

/** The top-level folder (process) a file belongs to, or null for tools and tests outside them. */
export function processOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  return ROOT_FOLDERS.includes(rel[0]) ? rel[0] : null;
}

const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/**
 * Names that mark a file in a process folder as test-only: tests, `*.fixture.ts`, and the
 * `fixtures/` and `testing/` folders (recorded provider JSON, fake servers, the fake DOM).
 * Shared helpers with other names live under the top-level test/. Production code never
 * imports these (the `imports` rule) and every other file is reached from an entry point
 * (scripts/imports/testHelpers.test.ts), so a helper cannot hide under a production name.
 */
export function isTestOnly(relPath) {
  const p = relPath.split(path.sep).join('/');
  return /\.(test|fixture)(\.[cm]?[jt]sx?)?$/.test(p) || /(^|\/)(fixtures|testing)\//.test(p);
}
const isUnder = (file, root, folder) => path.relative(root, file).split(path.sep)[0] === folder;

/** What services may import of main/chains/: the family interface and plain types, never a family. */
export const SERVICES_MAY_IMPORT_FROM_CHAINS = [
  'main/chains/family',
  'main/chains/types',
  'main/chains/descriptor',
];

/** A path relative to the root with '/' separators, without a .ts/.tsx/.js extension or a trailing /index. */
function modulePath(abs, root) {
  return path
    .relative(root, abs)
    .split(path.sep)
    .join('/')
    .replace(/\.(tsx?|jsx?|mjs|cjs)$/, '')
    .replace(/\/index$/, '');
}

/**
 * The layers inside main/ (design.md, "A chain family is one module on each side"):
 * - `main/chains/<family>/network/` is reached only through that family's `logic/` (besides
 *   its own network/ files, its descriptor `index.ts` for wiring, and tests);
 * - `main/services/` sees chain families only through `main/chains/family.ts` and the plain
 *   type files, never a family folder (tests may wire real families);
 * - `main/walletconnect/` sees a family only through its index (`main/chains/<family>`), never
 *   the files inside it.
 */
export function checkMainLayers(file, target, root) {
  if (isTestFile(file)) return null;
  const from = path.relative(root, file).split(path.sep).join('/');
  const to = modulePath(target, root);
  const net = /^main\/chains\/([^/]+)\/network(\/|$)/.exec(to);
  if (net) {
    const family = net[1];
    const ok =
      from.startsWith(`main/chains/${family}/logic/`) ||
      from.startsWith(`main/chains/${family}/network/`) ||
      from.replace(/\.[cm]?[jt]sx?$/, '') === `main/chains/${family}/index`;
    if (!ok) return `main/chains/${family}/network/ may be imported only from main/chains/${family}/logic/`;
  }
  if (from.startsWith('main/services/') && (to === 'main/chains' || to.startsWith('main/chains/'))) {
    if (!SERVICES_MAY_IMPORT_FROM_CHAINS.includes(to))
      return `main/services/ may import from main/chains/ only ${SERVICES_MAY_IMPORT_FROM_CHAINS.map((m) => `${m}.ts`).join(', ')}`;
  }
  // a WalletConnect namespace gets its chains from what the family exports, never its internals
  const inFamily = /^main\/chains\/([^/]+)\/./.exec(to);
  if (from.startsWith('main/walletconnect/') && inFamily)
    return `main/walletconnect/ reaches a chain family only through its index (main/chains/${inFamily[1]})`;
  return null;
}

/** Returns a reason string when `source` may not be imported from `file`, else null. */
export function checkImport(file, source, root) {
  const from = processOf(file, root);
  if (!from) return null;
  if (source.startsWith('.') || source.startsWith('/')) {
    const resolved = path.resolve(path.dirname(file), source);
    const target = processOf(resolved, root);
    if (target && !ALLOWED[from].includes(target)) return `${from}/ may not import from ${target}/`;
    if (target && !isTestOnly(path.relative(root, file)) && isTestOnly(path.relative(root, resolved)))
      return `production code may not import a test-only file`;
    if (from === 'main' && target === 'main') return checkMainLayers(file, resolved, root);
    if (!target && isTestFile(file) && isUnder(path.resolve(path.dirname(file), source), root, 'test'))
      return null; // tests may use the shared test helpers (real signer process, fixtures)
    if (!target) return `${from}/ may not import files outside the process folders`;
    return null;
  }
  if (source === 'electron' && from !== 'main') return `only main/ may import electron`;
  if (from === 'signer' && NETWORK.has(source)) return `signer/ has no network: '${source}' is not allowed`;
  if ((from === 'renderer' || from === 'shared') && BUILTINS.has(source))
    return `${from}/ runs without Node: '${source}' is not allowed`;
  return null;
}

export const boundariesPlugin = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [], docs: { description: 'process import boundaries' } },
      create(context) {
        const root = context.cwd;
        const file = context.filename;
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          const reason = checkImport(file, source, root);
          if (reason) context.report({ node, message: reason });
        };
        return {
          ImportDeclaration: (n) => check(n, n.source.value),
          ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
          ExportAllDeclaration: (n) => check(n, n.source.value),
          ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
        };
      },
    },
  },
};

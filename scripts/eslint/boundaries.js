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
const isUnder = (file, root, folder) => path.relative(root, file).split(path.sep)[0] === folder;

/** Returns a reason string when `source` may not be imported from `file`, else null. */
export function checkImport(file, source, root) {
  const from = processOf(file, root);
  if (!from) return null;
  if (source.startsWith('.') || source.startsWith('/')) {
    const target = processOf(path.resolve(path.dirname(file), source), root);
    if (target && !ALLOWED[from].includes(target)) return `${from}/ may not import from ${target}/`;
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

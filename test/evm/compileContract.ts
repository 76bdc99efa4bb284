// One contract of test/evm/contracts compiled by solc (npm, pure JS), once per process: the
// hostile tokens of the preview tests are compiled when a test first asks for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InterfaceAbi } from 'ethers';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

export interface Compiled {
  abi: InterfaceAbi;
  bytecode: string;
}

const cache = new Map<string, Compiled>();

/** Contract `name` of `contracts/<source>`, for cancun with the optimizer (200 runs). */
export function compileContract(source: string, name: string): Compiled {
  const key = `${source}:${name}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const solc = require('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { [source]: { content: readFileSync(path.join(here, 'contracts', source), 'utf8') } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { [source]: { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts[source]?.[name];
  if (!c) throw new Error(`${source} has no contract ${name}`);
  const compiled = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  cache.set(key, compiled);
  return compiled;
}

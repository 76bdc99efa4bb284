// Regenerates artifacts.json: compiles TestTokens.sol and TestEns.sol with solc (npm, pure JS) and takes
// Multicall3's creation code from viem (which ships the canonical mds1/multicall build),
// deploys it on a throwaway anvil and records the runtime code that tests install with
// `anvil_setCode` at the canonical address. Run: npx tsx test/evm/contracts/buildArtifacts.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAnvil } from '../anvil';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

const SOURCES = ['TestTokens.sol', 'TestEns.sol'];

function compile(): Record<string, { abi: unknown[]; bytecode: string }> {
  const solc = require('solc') as { compile(input: string): string; version(): string };
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      SOURCES.map((file) => [file, { content: readFileSync(path.join(here, file), 'utf8') }]),
    ),
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const result: Record<string, { abi: unknown[]; bytecode: string }> = {};
  for (const file of SOURCES)
    for (const [name, c] of Object.entries(out.contracts[file]!))
      result[name] = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  return result;
}

async function multicall3Runtime(): Promise<string> {
  const file = path.join(path.dirname(require.resolve('viem/package.json')), '_esm/constants/contracts.js');
  const m = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(readFileSync(file, 'utf8'));
  if (!m) throw new Error('multicall3Bytecode not found in viem');
  const anvil = await startAnvil();
  try {
    const [from] = await anvil.rpc<string[]>('eth_accounts');
    const hash = await anvil.rpc<string>('eth_sendTransaction', [{ from, data: m[1], gas: '0x500000' }]);
    // anvil may answer before it has mined the block: the receipt is null until then
    let receipt: { contractAddress: string } | null = null;
    for (let i = 0; !receipt && i < 100; i++) {
      if (i) await new Promise((r) => setTimeout(r, 50));
      receipt = await anvil.rpc<{ contractAddress: string } | null>('eth_getTransactionReceipt', [hash]);
    }
    if (!receipt) throw new Error('Multicall3 deployment was not mined');
    return await anvil.rpc<string>('eth_getCode', [receipt.contractAddress, 'latest']);
  } finally {
    await anvil.stop();
  }
}

const artifacts = {
  solc: (require('solc') as { version(): string }).version(),
  contracts: compile(),
  multicall3: {
    source: 'viem multicall3Bytecode (mds1/multicall Multicall3)',
    runtime: await multicall3Runtime(),
  },
};
writeFileSync(path.join(here, 'artifacts.json'), `${JSON.stringify(artifacts, null, 1)}\n`);
console.info('wrote artifacts.json', Object.keys(artifacts.contracts));

// The fee-on-transfer token of the preview tests (contracts/SkimToken.sol): compiled by solc
// (npm, pure JS) when a test first asks and deployed on an anvil; its transfer takes 1 % more
// from the sender, to the deployer, than the amount sent.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContractFactory, Wallet, type InterfaceAbi } from 'ethers';
import { ANVIL_KEYS, type Anvil } from './anvil';
import { fastProvider } from './deploy';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SOURCE = 'SkimToken.sol';

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

let compiled: { abi: InterfaceAbi; bytecode: string } | undefined;

function compileSkimToken(): { abi: InterfaceAbi; bytecode: string } {
  if (compiled) return compiled;
  const solc = require('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content: readFileSync(path.join(here, 'contracts', SOURCE), 'utf8') } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { [SOURCE]: { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const c = out.contracts[SOURCE]!.SkimToken!;
  compiled = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  return compiled;
}

/** Deploys SKM (18 decimals) from anvil key `keyIndex` (the skimmer), `supply` held by `holder`. */
export async function deploySkimToken(
  anvil: Anvil,
  holder: string,
  supply: bigint,
  keyIndex = 0,
): Promise<{ address: string; skimmer: string }> {
  const provider = fastProvider(anvil.url);
  try {
    const deployer = new Wallet(ANVIL_KEYS[keyIndex]!, provider);
    const { abi, bytecode } = compileSkimToken();
    const c = await new ContractFactory(abi, bytecode, deployer).deploy(holder, supply);
    await c.waitForDeployment();
    return { address: await c.getAddress(), skimmer: deployer.address };
  } finally {
    provider.destroy();
  }
}

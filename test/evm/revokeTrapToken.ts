// The hostile tokens of the revoke preview tests (contracts/RevokeTrapToken.sol): compiled by
// solc (npm, pure JS) when a test first asks and deployed on an anvil. Their approve(spender, 0)
// either also takes a tenth of the caller's balance ('drain') or logs the zero and keeps the
// allowance ('sticky'); 'honest' is a plain ERC-20 approve.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContractFactory, Wallet, type InterfaceAbi } from 'ethers';
import { ANVIL_KEYS, type Anvil } from './anvil';
import { fastProvider } from './deploy';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SOURCE = 'RevokeTrapToken.sol';
const MODES = { honest: 0, drain: 1, sticky: 2 } as const;

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

let compiled: { abi: InterfaceAbi; bytecode: string } | undefined;

function compile(): { abi: InterfaceAbi; bytecode: string } {
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
  const c = out.contracts[SOURCE]!.RevokeTrapToken!;
  compiled = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  return compiled;
}

/** Deploys a 6-decimal token `symbol` from anvil key `keyIndex` (the trapper), `supply` held by `holder`. */
export async function deployRevokeTrapToken(
  anvil: Anvil,
  p: { symbol: string; mode: keyof typeof MODES; holder: string; supply: bigint; keyIndex?: number },
): Promise<{ address: string; trapper: string }> {
  const provider = fastProvider(anvil.url);
  try {
    const deployer = new Wallet(ANVIL_KEYS[p.keyIndex ?? 0]!, provider);
    const { abi, bytecode } = compile();
    const c = await new ContractFactory(abi, bytecode, deployer).deploy(
      p.symbol,
      MODES[p.mode],
      p.holder,
      p.supply,
    );
    await c.waitForDeployment();
    return { address: await c.getAddress(), trapper: deployer.address };
  } finally {
    provider.destroy();
  }
}

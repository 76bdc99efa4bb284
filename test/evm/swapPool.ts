// The AMM of the preview tests (contracts/TestSwapPool.sol), compiled by solc (npm, pure JS)
// when a test first asks, and set up on an anvil with two TestTokens (TKA, TKB) and 100 of
// each as liquidity, so a swap of 100 TKA gives ≈ 49.92 TKB.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContractFactory, Interface, Wallet, parseUnits, type InterfaceAbi } from 'ethers';
import { ANVIL_KEYS, type Anvil } from './anvil';
import { artifacts, deployToken, fastProvider } from './deploy';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SOURCE = 'TestSwapPool.sol';

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

let compiled: { abi: InterfaceAbi; bytecode: string } | undefined;

export function compileSwapPool(): { abi: InterfaceAbi; bytecode: string } {
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
  const c = out.contracts[SOURCE]!.TestSwapPool!;
  compiled = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  return compiled;
}

export const SWAP_POOL = new Interface([
  'function swap(address tokenIn, uint256 amountIn, uint256 minOut) returns (uint256)',
  'function quote(address tokenIn, uint256 amountIn) view returns (uint256)',
]);
export const TEST_TOKEN = new Interface(artifacts.contracts.TestToken.abi);

export interface SwapSetup {
  tokenA: string;
  tokenB: string;
  pool: string;
}

/**
 * TKA and TKB (18 decimals) deployed from anvil key `keyIndex`, which holds their supply, and
 * a pool with 100 of each; `fund` addresses get 1000 TKA each.
 */
export async function deploySwapPool(
  anvil: Anvil,
  fund: readonly string[] = [],
  keyIndex = 3,
): Promise<SwapSetup> {
  const supply = parseUnits('1000000', 18);
  const tokenA = await deployToken(anvil, 'Token A', 'TKA', 18, supply, keyIndex);
  const tokenB = await deployToken(anvil, 'Token B', 'TKB', 18, supply, keyIndex);
  const provider = fastProvider(anvil.url);
  try {
    const owner = new Wallet(ANVIL_KEYS[keyIndex]!, provider);
    // nonces counted here: anvil can answer a send before its block exists, so the node's
    // pending count may lag one transaction behind
    let nonce = await provider.getTransactionCount(owner.address, 'pending');
    const { abi, bytecode } = compileSwapPool();
    const c = await new ContractFactory(abi, bytecode, owner).deploy(tokenA, tokenB, { nonce: nonce++ });
    await c.waitForDeployment();
    const pool = await c.getAddress();
    const hundred = parseUnits('100', 18);
    const send = async (to: string, iface: Interface, fn: string, args: unknown[]) =>
      (await owner.sendTransaction({ to, data: iface.encodeFunctionData(fn, args), nonce: nonce++ })).wait();
    for (const t of [tokenA, tokenB]) await send(t, TEST_TOKEN, 'approve', [pool, hundred]);
    await send(pool, new Interface(abi), 'addLiquidity', [hundred, hundred]);
    for (const a of fund) await send(tokenA, TEST_TOKEN, 'transfer', [a, parseUnits('1000', 18)]);
    return { tokenA, tokenB, pool };
  } finally {
    provider.destroy();
  }
}

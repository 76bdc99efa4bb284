// Deploys the test contracts (compiled by buildArtifacts.ts) on an anvil, and installs
// Multicall3's runtime code at its canonical address with anvil_setCode.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContractFactory, JsonRpcProvider, Wallet, encodeBytes32String, type InterfaceAbi } from 'ethers';
import type { Anvil } from './anvil';
import { ANVIL_KEYS } from './anvil';

const here = path.dirname(fileURLToPath(import.meta.url));

/** anvil mines instantly: poll fast instead of ethers' default 4 s. */
export function fastProvider(url: string): JsonRpcProvider {
  const p = new JsonRpcProvider(url, undefined, { staticNetwork: true });
  p.pollingInterval = 50;
  return p;
}

interface Artifacts {
  contracts: Record<'TestToken' | 'Bytes32Token' | 'FakeL1Oracle', { abi: InterfaceAbi; bytecode: string }>;
  multicall3: { runtime: string };
}

export const artifacts = JSON.parse(
  readFileSync(path.join(here, 'contracts/artifacts.json'), 'utf8'),
) as Artifacts;

export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
export const OP_ORACLE = '0x420000000000000000000000000000000000000F';

export async function installMulticall3(anvil: Anvil): Promise<void> {
  await anvil.rpc('anvil_setCode', [MULTICALL3, artifacts.multicall3.runtime]);
}

/** Installs a stand-in GasPriceOracle whose getL1Fee(bytes) = 1000 × length + 7. */
export async function installFakeL1Oracle(anvil: Anvil): Promise<void> {
  const deployer = new Wallet(ANVIL_KEYS[3], fastProvider(anvil.url));
  const c = await new ContractFactory(
    artifacts.contracts.FakeL1Oracle.abi,
    artifacts.contracts.FakeL1Oracle.bytecode,
    deployer,
  ).deploy();
  await c.waitForDeployment();
  const code = await anvil.rpc<string>('eth_getCode', [await c.getAddress(), 'latest']);
  await anvil.rpc('anvil_setCode', [OP_ORACLE, code]);
  deployer.provider!.destroy();
}

export async function deployToken(
  anvil: Anvil,
  name: string,
  symbol: string,
  decimals: number,
  supply: bigint,
  keyIndex = 0,
): Promise<string> {
  const provider = fastProvider(anvil.url);
  try {
    const deployer = new Wallet(ANVIL_KEYS[keyIndex]!, provider);
    const { abi, bytecode } = artifacts.contracts.TestToken;
    const c = await new ContractFactory(abi, bytecode, deployer).deploy(name, symbol, decimals, supply);
    await c.waitForDeployment();
    return await c.getAddress();
  } finally {
    provider.destroy();
  }
}

export async function deployBytes32Token(anvil: Anvil, name: string, symbol: string): Promise<string> {
  const provider = fastProvider(anvil.url);
  try {
    const deployer = new Wallet(ANVIL_KEYS[0], provider);
    const { abi, bytecode } = artifacts.contracts.Bytes32Token;
    const c = await new ContractFactory(abi, bytecode, deployer).deploy(
      encodeBytes32String(name),
      encodeBytes32String(symbol),
      10n ** 24n,
    );
    await c.waitForDeployment();
    return await c.getAddress();
  } finally {
    provider.destroy();
  }
}

// The THORChain router stand-in (contracts/TestThorRouter.sol), compiled by solc (npm, pure JS)
// when a test first asks and deployed on an anvil; its `Deposit` events read back.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContractFactory, Interface, Wallet, type InterfaceAbi } from 'ethers';
import type { Observe } from '../exchange/thornodeServer';
import { ANVIL_KEYS, type Anvil } from './anvil';
import { fastProvider } from './deploy';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SOURCE = 'TestThorRouter.sol';

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

let compiled: { abi: InterfaceAbi; bytecode: string } | undefined;

export function compileThorRouter(): { abi: InterfaceAbi; bytecode: string } {
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
  const c = out.contracts[SOURCE]!.TestThorRouter!;
  compiled = { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  return compiled;
}

export const ROUTER_EVENTS = new Interface([
  'event Deposit(address indexed to, address indexed asset, uint256 amount, string memo)',
]);

export interface RouterDeposit {
  vault: string;
  asset: string;
  amount: bigint;
  memo: string;
  txHash: string;
}

/** Deploys the router from anvil's key `keyIndex`; returns its address. */
export async function deployThorRouter(anvil: Anvil, keyIndex = 2): Promise<string> {
  const { abi, bytecode } = compileThorRouter();
  const provider = fastProvider(anvil.url);
  try {
    const c = await new ContractFactory(abi, bytecode, new Wallet(ANVIL_KEYS[keyIndex]!, provider)).deploy();
    await c.waitForDeployment();
    return await c.getAddress();
  } finally {
    provider.destroy();
  }
}

interface RpcLog {
  topics: string[];
  data: string;
  transactionHash: string;
}

/** Every `Deposit` the router emitted, oldest first, read with eth_getLogs. */
export async function routerDeposits(anvil: Anvil, router: string): Promise<RouterDeposit[]> {
  const topic = ROUTER_EVENTS.getEvent('Deposit')!.topicHash;
  const logs = await anvil.rpc<RpcLog[]>('eth_getLogs', [
    { address: router, topics: [topic], fromBlock: '0x0', toBlock: 'latest' },
  ]);
  return logs.map((l) => {
    const e = ROUTER_EVENTS.parseLog(l)!;
    return {
      vault: String(e.args[0]),
      asset: String(e.args[1]),
      amount: BigInt(e.args[2] as bigint),
      memo: String(e.args[3]),
      txHash: l.transactionHash,
    };
  });
}

interface RpcReceipt {
  blockNumber: string;
  status: string;
  logs: (RpcLog & { address: string })[];
}

/**
 * How the THORNode stand-in sees a deposit on anvil (its `observe.ETH`), as THORChain's EVM
 * observers do: the router's `Deposit` event in a successful transaction, read as an output
 * paying the vault (lower case, as THORNode lists EVM vaults) in THORChain's 1e8 units, plus
 * the memo. `decimals` gives each asset's decimals (the zero address: the coin, 18).
 */
export function observeRouterDeposits(
  anvil: Anvil,
  router: string,
  decimals: (asset: string) => number = () => 18,
): Observe {
  const topic = ROUTER_EVENTS.getEvent('Deposit')!.topicHash;
  return async (txid) => {
    const hash = txid.startsWith('0x') ? txid : `0x${txid}`;
    const r = await anvil.rpc<RpcReceipt | null>('eth_getTransactionReceipt', [hash]);
    const log = r?.logs.find(
      (l) => l.address.toLowerCase() === router.toLowerCase() && l.topics[0] === topic,
    );
    if (!r || r.status !== '0x1' || !log) return null;
    const e = ROUTER_EVENTS.parseLog(log)!;
    const d = decimals(String(e.args[1]));
    const amount = BigInt(e.args[2] as bigint);
    const head = BigInt(await anvil.rpc<string>('eth_blockNumber', []));
    return {
      confirmations: Number(head - BigInt(r.blockNumber)) + 1,
      outputs: [
        {
          address: String(e.args[0]).toLowerCase(),
          amount: d >= 8 ? amount / 10n ** BigInt(d - 8) : amount * 10n ** BigInt(8 - d),
        },
        { memo: String(e.args[3]) },
      ],
    };
  };
}

// ERC-721 and ERC-1155 test collections from OpenZeppelin's npm sources, compiled by solc (npm,
// pure JS) when a test first asks and deployed on an anvil, with an open `mint`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Contract, ContractFactory, NonceManager, Wallet, type InterfaceAbi } from 'ethers';
import { ANVIL_KEYS, type Anvil } from './anvil';
import { fastProvider } from './deploy';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const SOURCE = 'TestNfts.sol';

type Compiled = Record<
  'TestNft721' | 'TestNft1155' | 'UriNft721' | 'UriNft1155',
  { abi: InterfaceAbi; bytecode: string }
>;
interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: InterfaceAbi; evm: { bytecode: { object: string } } }>>;
}

let compiled: Compiled | undefined;

/** Compiles TestNfts.sol, reading its `@openzeppelin/…` imports from node_modules. */
export function compileNfts(): Compiled {
  if (compiled) return compiled;
  const solc = require('solc') as { compile(input: string, opts: object): string };
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content: readFileSync(path.join(here, 'contracts', SOURCE), 'utf8') } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { [SOURCE]: { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const findImports = (p: string) => {
    try {
      return { contents: readFileSync(require.resolve(p), 'utf8') };
    } catch {
      return { error: `not found: ${p}` };
    }
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const of = (name: keyof Compiled) => {
    const c = out.contracts[SOURCE]![name]!;
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  compiled = {
    TestNft721: of('TestNft721'),
    TestNft1155: of('TestNft1155'),
    UriNft721: of('UriNft721'),
    UriNft1155: of('UriNft1155'),
  };
  return compiled;
}

export interface TestNfts {
  erc721: string;
  erc1155: string;
  /**
   * `to` mints ERC-721 `ids` for itself (its own transactions, through anvil's impersonation, its
   * balance put back afterwards): what a user minted, not an airdrop (the spam rule hides those)
   */
  mint721(to: string, ids: readonly bigint[]): Promise<void>;
  mint1155(to: string, id: bigint, amount: bigint): Promise<void>;
  /** the deployer mints to `to`: an airdrop by an address the wallet never dealt with */
  airdrop721(to: string, ids: readonly bigint[]): Promise<void>;
  airdrop1155(to: string, id: bigint, amount: bigint): Promise<void>;
  ownerOf(id: bigint): Promise<string>;
  balanceOf1155(owner: string, id: bigint): Promise<bigint>;
  close(): void;
}

/** Deploys one collection of each standard from anvil's key `keyIndex`. */
export async function deployNfts(anvil: Anvil, keyIndex = 3): Promise<TestNfts> {
  const c = compileNfts();
  const provider = fastProvider(anvil.url);
  // anvil answers before its pending count moves: the manager numbers the deployer's transactions itself
  const deployer = new NonceManager(new Wallet(ANVIL_KEYS[keyIndex]!, provider));
  const deploy = async (name: keyof Compiled): Promise<Contract> => {
    const d = await new ContractFactory(c[name].abi, c[name].bytecode, deployer).deploy();
    await d.waitForDeployment();
    return new Contract(await d.getAddress(), c[name].abi, deployer);
  };
  const erc721 = await deploy('TestNft721');
  const erc1155 = await deploy('TestNft1155');
  const send = async (p: Promise<{ wait(): Promise<unknown> }>) => (await p).wait();
  const a721 = await erc721.getAddress();
  const a1155 = await erc1155.getAddress();
  /** `from` sends `data` to `target` itself, its balance as it was afterwards */
  const asHolder = async (from: string, target: string, data: string) => {
    const balance = await anvil.rpc('eth_getBalance', [from, 'latest']);
    await anvil.rpc('anvil_setBalance', [from, '0xde0b6b3a7640000']);
    await anvil.rpc('anvil_impersonateAccount', [from]);
    try {
      const hash = (await anvil.rpc('eth_sendTransaction', [{ from, to: target, data }])) as string;
      // not provider.waitForTransaction: anvil answers before it mines, and when the block lands
      // between ethers' first receipt read and its block subscription, no later block ever comes
      // (nothing else is sent) and the wait never ends; the receipt is asked until it is there
      for (let i = 0; i < 400; i++) {
        const r = await anvil.rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
        if (r) {
          if (r.status !== '0x1') throw new Error(`mint by ${from} reverted (${hash})`);
          break;
        }
        if (i === 399) throw new Error(`mint by ${from} not mined (${hash})`);
        await new Promise((res) => setTimeout(res, 25));
      }
    } finally {
      await anvil.rpc('anvil_stopImpersonatingAccount', [from]);
      await anvil.rpc('anvil_setBalance', [from, balance]);
    }
  };
  return {
    erc721: a721,
    erc1155: a1155,
    async mint721(to, ids) {
      for (const id of ids) await asHolder(to, a721, erc721.interface.encodeFunctionData('mint', [to, id]));
    },
    mint1155: (to, id, amount) =>
      asHolder(to, a1155, erc1155.interface.encodeFunctionData('mint', [to, id, amount])),
    async airdrop721(to, ids) {
      for (const id of ids) await send(erc721.getFunction('mint')(to, id));
    },
    airdrop1155: (to, id, amount) => send(erc1155.getFunction('mint')(to, id, amount)).then(() => undefined),
    ownerOf: async (id) => String(await erc721.getFunction('ownerOf')(id)),
    balanceOf1155: async (owner, id) => BigInt(await erc1155.getFunction('balanceOf')(owner, id)),
    close: () => provider.destroy(),
  };
}

export interface UriNfts {
  erc721: string;
  erc1155: string;
  mint721(to: string, ids: readonly bigint[]): Promise<void>;
  mint1155(to: string, id: bigint, amount: bigint): Promise<void>;
  close(): void;
}

/**
 * One collection of each standard whose metadata lives where the test says: ERC-721 token URIs
 * `base721` + id, the ERC-1155 URI template `uri1155` (with `{id}`), both read on chain.
 */
export async function deployUriNfts(
  anvil: Anvil,
  base721: string,
  uri1155: string,
  keyIndex = 2,
): Promise<UriNfts> {
  const c = compileNfts();
  const provider = fastProvider(anvil.url);
  const deployer = new NonceManager(new Wallet(ANVIL_KEYS[keyIndex]!, provider));
  const deploy = async (name: 'UriNft721' | 'UriNft1155', arg: string): Promise<Contract> => {
    const d = await new ContractFactory(c[name].abi, c[name].bytecode, deployer).deploy(arg);
    await d.waitForDeployment();
    return new Contract(await d.getAddress(), c[name].abi, deployer);
  };
  const erc721 = await deploy('UriNft721', base721);
  const erc1155 = await deploy('UriNft1155', uri1155);
  const send = async (p: Promise<{ wait(): Promise<unknown> }>) => (await p).wait();
  return {
    erc721: await erc721.getAddress(),
    erc1155: await erc1155.getAddress(),
    async mint721(to, ids) {
      for (const id of ids) await send(erc721.getFunction('mint')(to, id));
    },
    mint1155: (to, id, amount) => send(erc1155.getFunction('mint')(to, id, amount)).then(() => undefined),
    close: () => provider.destroy(),
  };
}

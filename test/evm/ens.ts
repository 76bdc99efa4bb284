// Deploys the ENS stand-ins of TestEns.sol on an anvil and registers names in them, so
// the name-lookup tests resolve through real contracts and ethers' real EnsResolver.
import {
  Contract,
  ContractFactory,
  NonceManager,
  Wallet,
  ZeroHash,
  ensNormalize,
  id,
  namehash,
  type InterfaceAbi,
} from 'ethers';
import type { Anvil } from './anvil';
import { ANVIL_KEYS } from './anvil';
import { artifacts, fastProvider } from './deploy';

type EnsContract = 'TestEnsRegistry' | 'TestEnsResolver' | 'TestUniversalResolver';

function artifact(name: EnsContract): { abi: InterfaceAbi; bytecode: string } {
  const a = (artifacts.contracts as Record<string, { abi: InterfaceAbi; bytecode: string } | undefined>)[
    name
  ];
  if (!a) throw new Error(`${name} missing from artifacts.json: run test/evm/contracts/buildArtifacts.ts`);
  return a;
}

export interface TestEns {
  registry: string;
  /** the addr-only resolver names get by default */
  resolver: string;
  universalResolver: string;
  /**
   * Makes `name` and its parents owned by the deployer, sets its resolver (default: the test
   * resolver) and, when `address` is given, its ETH address there.
   */
  register(name: string, opts?: { address?: string; resolver?: string }): Promise<void>;
  close(): void;
}

/** `keyIndex`: which anvil account pays, so a test's own account keeps its balance and nonce. */
export async function deployEns(anvil: Anvil, keyIndex = 0): Promise<TestEns> {
  const provider = fastProvider(anvil.url);
  // counts nonces itself: the provider's 250 ms cache would hand out one nonce twice
  const owner = new NonceManager(new Wallet(ANVIL_KEYS[keyIndex]!, provider));
  const ownerAddress = await owner.getAddress();
  const deploy = async (name: EnsContract, ...args: unknown[]) => {
    const { abi, bytecode } = artifact(name);
    const c = await new ContractFactory(abi, bytecode, owner).deploy(...args);
    await c.waitForDeployment();
    return c.getAddress();
  };
  const registryAddress = await deploy('TestEnsRegistry');
  const resolverAddress = await deploy('TestEnsResolver', registryAddress);
  const universalAddress = await deploy('TestUniversalResolver', registryAddress);
  const registry = new Contract(registryAddress, artifact('TestEnsRegistry').abi, owner);
  const resolver = new Contract(resolverAddress, artifact('TestEnsResolver').abi, owner);
  const send = async (c: Contract, method: string, ...args: unknown[]) => {
    const tx = (await c.getFunction(method)(...args)) as { wait(): Promise<unknown> };
    await tx.wait();
  };

  return {
    registry: registryAddress,
    resolver: resolverAddress,
    universalResolver: universalAddress,
    async register(name, opts = {}) {
      const labels = ensNormalize(name).split('.');
      // top-down: each parent must be ours before we can hand out its subnode
      for (let i = labels.length - 1; i >= 0; i--) {
        const parent = i === labels.length - 1 ? ZeroHash : namehash(labels.slice(i + 1).join('.'));
        await send(registry, 'setSubnodeOwner', parent, id(labels[i]!), ownerAddress);
      }
      const node = namehash(labels.join('.'));
      await send(registry, 'setResolver', node, opts.resolver ?? resolverAddress);
      if (opts.address) await send(resolver, 'setAddr', node, opts.address);
    },
    close: () => provider.destroy(),
  };
}

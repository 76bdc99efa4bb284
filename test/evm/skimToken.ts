// The fee-on-transfer token of the preview tests (contracts/SkimToken.sol): compiled by solc
// (npm, pure JS) when a test first asks and deployed on an anvil; its transfer takes 1 % more
// from the sender, to the deployer, than the amount sent.
import { ContractFactory, Wallet } from 'ethers';
import { ANVIL_KEYS, type Anvil } from './anvil';
import { compileContract } from './compileContract';
import { fastProvider } from './deploy';

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
    const { abi, bytecode } = compileContract('SkimToken.sol', 'SkimToken');
    const c = await new ContractFactory(abi, bytecode, deployer).deploy(holder, supply);
    await c.waitForDeployment();
    return { address: await c.getAddress(), skimmer: deployer.address };
  } finally {
    provider.destroy();
  }
}

// The hostile tokens of the revoke preview tests (contracts/RevokeTrapToken.sol): compiled by
// solc (npm, pure JS) when a test first asks and deployed on an anvil. Their approve(spender, 0)
// either also takes a tenth of the caller's balance ('drain') or logs the zero and keeps the
// allowance ('sticky'); 'honest' is a plain ERC-20 approve.
import { ContractFactory, Wallet } from 'ethers';
import { ANVIL_KEYS, type Anvil } from './anvil';
import { compileContract } from './compileContract';
import { fastProvider } from './deploy';

const MODES = { honest: 0, drain: 1, sticky: 2 } as const;

/** Deploys a 6-decimal token `symbol` from anvil key `keyIndex` (the trapper), `supply` held by `holder`. */
export async function deployRevokeTrapToken(
  anvil: Anvil,
  p: { symbol: string; mode: keyof typeof MODES; holder: string; supply: bigint; keyIndex?: number },
): Promise<{ address: string; trapper: string }> {
  const provider = fastProvider(anvil.url);
  try {
    const deployer = new Wallet(ANVIL_KEYS[p.keyIndex ?? 0]!, provider);
    const { abi, bytecode } = compileContract('RevokeTrapToken.sol', 'RevokeTrapToken');
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

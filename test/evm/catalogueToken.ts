// Puts the test ERC-20 at a catalogue token's real mainnet address on anvil, so the app's
// own catalogue entry (coins.toggle) reads and sends it. The address is reproduced the way
// it was made: the original creator (impersonated) deploys at the original nonce.
import { ContractFactory, Interface, getCreateAddress, toBeHex } from 'ethers';
import type { Anvil } from './anvil';
import { artifacts } from './deploy';

/** Tether USD on Ethereum: deployed by this account at nonce 6. */
export const USDT = {
  address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  creator: '0x36928500Bc1dCd7af6a2B4008875CC336b927D57',
  nonce: 6,
  decimals: 6,
} as const;

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

/** Deploys TestToken('Tether USD', 'USDT', 6) at USDT's address and gives `holder` `amount`. */
export async function deployCatalogueUsdt(anvil: Anvil, holder: string, amount: bigint): Promise<string> {
  if (getCreateAddress({ from: USDT.creator, nonce: USDT.nonce }) !== USDT.address)
    throw new Error('USDT creator/nonce do not give its address');
  await anvil.rpc('anvil_setBalance', [USDT.creator, toBeHex(10n ** 18n)]);
  await anvil.rpc('anvil_setNonce', [USDT.creator, toBeHex(USDT.nonce)]);
  await anvil.rpc('anvil_impersonateAccount', [USDT.creator]);
  const { abi, bytecode } = artifacts.contracts.TestToken;
  const deploy = await new ContractFactory(abi, bytecode).getDeployTransaction(
    'Tether USD',
    'USDT',
    USDT.decimals,
    amount * 10n,
  );
  const send = (tx: object) => anvil.rpc<string>('eth_sendTransaction', [{ from: USDT.creator, ...tx }]);
  await send({ data: deploy.data, gas: toBeHex(2_000_000) });
  await send({
    to: USDT.address,
    data: ERC20.encodeFunctionData('transfer', [holder, amount]),
    gas: toBeHex(100_000),
  });
  await anvil.rpc('anvil_stopImpersonatingAccount', [USDT.creator]);
  if ((await anvil.rpc<string>('eth_getCode', [USDT.address, 'latest'])) === '0x')
    throw new Error('USDT not deployed');
  return USDT.address;
}

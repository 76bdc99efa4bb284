import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';

/**
 * EIP-155 ids of the test networks main's `testnet` profile uses. The signer keeps its own
 * copy instead of trusting main: a transaction is only signed for the chain the user chose.
 */
export const EVM_TESTNET_CHAIN_IDS: Readonly<Record<string, number>> = {
  ethereum: 11155111,
  binance_smart_chain: 97,
  polygon: 80002,
  base: 84532,
  gnosis: 10200,
  arbitrum: 421614,
  optimism: 11155420,
  avalanche: 43113,
  fantom: 4002,
  linea: 59141,
  zksync: 300,
  viction: 89,
  ethereum_classic: 63,
  ink: 763373,
  kava: 2221,
};

/** The chain id a transfer on `chainName` must carry; regtest (a local node) uses the mainnet id. */
export function evmChainIdFor(chainName: string, network: 'mainnet' | 'testnet' | 'regtest'): number {
  const chain = getChain(chainName);
  const id = network === 'testnet' ? EVM_TESTNET_CHAIN_IDS[chainName] : chain.evmChainId;
  if (id === undefined) throw new AppError('BAD_INPUT', `${chain.displayName} has no ${network} network`);
  return id;
}

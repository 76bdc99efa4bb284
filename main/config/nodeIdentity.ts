/**
 * What a chain's node must answer to be taken as that chain's (Settings → Networks): an EVM
 * node's eth_chainId, a Bitcoin-family node's genesis block hash. Null: the app cannot tell
 * for that chain and network yet, so a custom node is refused there rather than trusted blind.
 * Bitcoin Cash shares Bitcoin's genesis block, so on mainnet the hash cannot tell a Bitcoin
 * node from a Bitcoin Cash one: the addresses the node is asked about still differ.
 */
import { chainsOfFamily } from '../../shared/chains/registry';
import type { NetworkKind } from '../../shared/chains/validate/result';
import type { CustomNodeFamily } from '../../shared/net/customNode';

const BTC_MAIN = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
const BTC_REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

/** Genesis block hashes by chain and network (each chain's chainparams.cpp). */
const GENESIS: Readonly<Record<string, Partial<Record<NetworkKind, string>>>> = {
  bitcoin: {
    mainnet: BTC_MAIN,
    testnet: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
    regtest: BTC_REGTEST,
  },
  litecoin: {
    mainnet: '12a765e31ffd4059bada1e25190f6e98c99d9714d334efa41a195a7e7e04bfe2',
    regtest: '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9',
  },
  dogecoin: { mainnet: '1a91e3dace36e2be3bf030a65679fe821aa1d6ef92e7c9902eb318182c355691' },
  bitcoin_cash: { mainnet: BTC_MAIN, regtest: BTC_REGTEST },
};

export type NodeIdentity =
  | { family: 'evm'; chain: string; displayName: string; chainId: bigint }
  | { family: 'utxo'; chain: string; displayName: string; genesis: string };

/** The identity a node of `chain` must show on `network`, or why none can be checked. */
export function nodeIdentityOf(chain: string, network: NetworkKind): NodeIdentity | { refused: string } {
  for (const family of ['evm', 'utxo'] as const satisfies readonly CustomNodeFamily[]) {
    const row = chainsOfFamily(family).find((c) => c.name === chain);
    if (!row) continue;
    if (family === 'evm') {
      // the registry's id is mainnet's; the local profile's anvil runs with it too
      const id = (row as { evmChainId?: number }).evmChainId;
      if (network === 'testnet' || id === undefined)
        return { refused: `A custom node for ${row.displayName} on testnet cannot be checked yet` };
      return { family, chain, displayName: row.displayName, chainId: BigInt(id) };
    }
    const genesis = GENESIS[chain]?.[network];
    if (!genesis)
      return { refused: `The ${network} genesis block of ${row.displayName} is not known to the app` };
    return { family, chain, displayName: row.displayName, genesis };
  }
  return { refused: `Custom nodes are not supported for ${chain} yet` };
}

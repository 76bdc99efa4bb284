/**
 * The Bitcoin family's own-node slot (Settings → Networks): an Esplora API, asked its genesis
 * block (/block-height/0) and held to the chain's on the profile's network. The family applies
 * it itself (network/index.ts). Bitcoin Cash shares Bitcoin's genesis block, so on mainnet the
 * hash cannot tell a Bitcoin node from a Bitcoin Cash one: the addresses it is asked about
 * still differ.
 */
import { AppError } from '../../../shared/errors';
import type { AppNetwork, NodeSlotRuntime } from '../descriptor';
import { baseOf, checkServes, heightOf } from '../nodeCheck';
import type { UtxoLocalEndpoints } from './localEndpoints';

const BTC_MAIN = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
const BTC_REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

/** Genesis block hashes by chain and profile (each chain's chainparams.cpp; local is regtest). */
export const UTXO_GENESIS: Readonly<Record<string, Partial<Record<AppNetwork, string>>>> = {
  bitcoin: {
    mainnet: BTC_MAIN,
    testnet: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
    local: BTC_REGTEST,
  },
  litecoin: {
    mainnet: '12a765e31ffd4059bada1e25190f6e98c99d9714d334efa41a195a7e7e04bfe2',
    local: '530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9',
  },
  dogecoin: { mainnet: '1a91e3dace36e2be3bf030a65679fe821aa1d6ef92e7c9902eb318182c355691' },
  bitcoin_cash: { mainnet: BTC_MAIN, local: BTC_REGTEST },
};

export const utxoNodeSlots: Readonly<Record<string, NodeSlotRuntime<UtxoLocalEndpoints>>> = {
  esplora: {
    check: ({ http, url, chain, network }) => {
      const expected = UTXO_GENESIS[chain]?.[network];
      return checkServes({
        url,
        chain,
        what: 'genesis block',
        ...(expected ? { expected } : {}),
        ask: async (u) => {
          const id = (await http.request(`${baseOf(u)}/block-height/0`)).trim();
          if (!/^[0-9a-f]{64}$/.test(id))
            throw new AppError('BAD_INPUT', 'The node did not answer a block hash');
          const tip = (await http.request(`${baseOf(u)}/blocks/tip/height`)).trim();
          return { id, height: heightOf(tip, 'height') };
        },
      });
    },
  },
};

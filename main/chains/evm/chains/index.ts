// The 16 EVM chains, one file each; the order is the order config.ts builds them in.
import type { ChainRow } from '../configTypes';
import { ethereum } from './ethereum';
import { binanceSmartChain } from './binanceSmartChain';
import { polygon } from './polygon';
import { base } from './base';
import { gnosis } from './gnosis';
import { arbitrum } from './arbitrum';
import { optimism } from './optimism';
import { avalanche } from './avalanche';
import { fantom } from './fantom';
import { linea } from './linea';
import { zksync } from './zksync';
import { viction } from './viction';
import { ethereumClassic } from './ethereumClassic';
import { ethereumPow } from './ethereumPow';
import { ink } from './ink';
import { kava } from './kava';

/** Every EVM chain's row, by registry name. */
export const CHAIN_ROWS: Readonly<Record<string, ChainRow>> = {
  ethereum,
  binance_smart_chain: binanceSmartChain,
  polygon,
  base,
  gnosis,
  arbitrum,
  optimism,
  avalanche,
  fantom,
  linea,
  zksync,
  viction,
  ethereum_classic: ethereumClassic,
  ethereum_pow: ethereumPow,
  ink,
  kava,
};

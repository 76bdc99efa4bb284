import type { ReadList } from '../../../net/readEach';
import type { NftItem, NftPage } from '../../family';

/** What every explorer provider returns, whatever its wire format. */
export interface ExplorerTx {
  hash: string;
  from: string;
  to: string;
  /** base units */
  value: bigint;
  /** unix ms */
  timeMs: number;
  nonce?: number;
  /** native: the receipt failed or the explorer flags an error */
  failed: boolean;
  /** when the explorer says it; otherwise computed from blockNumber and the chain head */
  confirmations?: number;
  blockNumber?: number;
  contractAddress?: string;
  /** wei the sender paid for gas (gas used × effective gas price), when the explorer gives it */
  fee?: bigint;
}

export interface HistoryQuery {
  address: string;
  /** token contract for tokentx; absent for native txlist */
  contractAddress?: string;
  /** token decimals, for explorers that return amounts in whole units (OKLink) */
  decimals: number;
  limit: number;
}

/** One explorer API at one key tier. */
export interface ExplorerProvider {
  name: string;
  /** each entry read on its own: one the provider writes oddly is counted in `skipped` */
  history(q: HistoryQuery): Promise<ReadList<ExplorerTx>>;
  /** wei per gas, when the explorer has a gas oracle or a gas price proxy */
  gasPrice?(): Promise<bigint>;
}

/**
 * One NFT as a list provider reads it. `unread`: the provider gave no metadata and no token URI
 * (Blockscout before it has indexed the token, Moralis's `metadata: null`), so the family reads
 * the contract's own `tokenURI`/`uri` on chain for it.
 */
export interface ProviderNft extends NftItem {
  unread?: true;
}

export interface ProviderNftPage extends Omit<NftPage, 'items'> {
  items: ProviderNft[];
}

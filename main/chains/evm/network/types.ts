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
  history(q: HistoryQuery): Promise<ExplorerTx[]>;
  /** wei per gas, when the explorer has a gas oracle or a gas price proxy */
  gasPrice?(): Promise<bigint>;
}

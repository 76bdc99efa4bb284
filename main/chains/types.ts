/**
 * The interface every chain family fills on the main side (Ledger Live's bridge, cut to what
 * this wallet does). Services hold a `ChainAdapter` per chain and never compare chain names:
 * every difference between chains lives behind these methods or in the registry.
 *
 * Amounts are bigint base units. Network failures are typed errors, not empty results, so a
 * service decides whether to show '0' or an error.
 */
import type { ChainInfo } from '../../shared/chains/registry';

export interface HistoryItem {
  hash: string;
  /** signed base units from the wallet's point of view, as a decimal string */
  amount: string;
  status: 'SUCCESS' | 'FAIL' | 'FAILED' | 'Failed' | 'Pending' | 'PENDING' | 'QUEUE' | 'Unknown';
  /** unix ms */
  date: number;
  from: string;
  to: string;
  contractAddress?: string;
}

export interface FeeOption {
  title: 'Recommended' | 'Normal';
  /** per-unit price in base units (gas price in wei, sat/vB for UTXO) */
  price: bigint;
}

export interface FeeQuote {
  options: FeeOption[];
  /** total fee for the chosen option, base units */
  fee: bigint;
  /** extra L1 data fee for rollups, base units */
  l1Fee?: bigint;
  /** the spec's send-all rule applied: the amount that will actually be sent */
  amount: bigint;
  isMax: boolean;
}

export interface TransferIntent {
  chain: string;
  from: string;
  to: string;
  amount: bigint;
  /** token contract for token transfers; absent for the native coin */
  contractAddress?: string;
  /** the most the user agreed to pay in fees, base units of the native coin */
  feeCap: bigint;
}

/** What main hands the signer: the unsigned transaction in the family's own encoding plus the intent. */
export interface UnsignedTransfer {
  chain: string;
  /** family-specific encoding (hex RLP, base64 PSBT, …) that the signer decodes itself */
  unsigned: string;
  intent: TransferIntent;
}

export interface ChainAdapter {
  readonly chain: ChainInfo;
  getBalance(address: string): Promise<bigint>;
  getTokenBalances?(address: string, contracts: readonly string[]): Promise<Map<string, bigint>>;
  listHistory(address: string): Promise<HistoryItem[]>;
  estimateFee(params: {
    from: string;
    to: string;
    amount: bigint;
    balance: bigint;
    contractAddress?: string;
    sendAll?: boolean;
  }): Promise<FeeQuote>;
  buildTransfer(params: { intent: TransferIntent; feePrice: bigint }): Promise<UnsignedTransfer>;
  broadcast(signedHex: string): Promise<string>;
  waitForConfirmation(hash: string): Promise<'confirmed' | 'pending' | 'failed'>;
}

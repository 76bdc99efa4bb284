/**
 * A transaction as every chain family reports it; the transfer service turns it into the
 * list item of spec §3. The family interface itself is in family.ts.
 */
import type { Memo, TxViewState } from '../../shared/contract/transfers';
import type { ReadList } from '../net/readEach';

/**
 * The four states a transaction can be in, whatever a chain's explorer calls them (SUCCESS,
 * FAIL, Failed, completed, code 0…); each family maps its wire words onto these.
 */
export type TxState = TxViewState;

export interface HistoryItem {
  hash: string;
  /** signed base units from the wallet's point of view, as a decimal string */
  amount: string;
  status: TxState;
  /** unix ms */
  date: number;
  from: string;
  to: string;
  contractAddress?: string;
  /** what the sender paid in fees, native base units as a decimal string */
  fee?: string;
  /** the memo or destination tag it carried */
  memo?: Memo;
  /** why the chain failed it (Cosmos: the result's log), for a failed item */
  error?: string;
  /**
   * what the transaction was beside the coin it moved, in the family's words (THORChain: "Swap
   * to 0.5 BTC.BTC"); absent for a plain transfer
   */
  description?: string;
}

/**
 * A coin's history as a family read it: the items, and how many of the provider's entries could
 * not be read (skipped, not fatal: the rest is shown with a note).
 */
export type HistoryPage = ReadList<HistoryItem>;

/**
 * A transaction as every chain family reports it; the transfer service turns it into the
 * list item of spec §3. The family interface itself is in family.ts.
 */
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

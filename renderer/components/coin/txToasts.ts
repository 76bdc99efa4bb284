import type { EventPayload } from '../../../shared/contract';
import type { ToastKind } from '../../state/toasts';

/**
 * Which progress toast belongs to which transaction: the screen that submitted shows it,
 * and the confirmation event turns that same toast into its outcome (one story per send).
 */
const byHash = new Map<string, number>();

export function rememberTxToast(hash: string, toastId: number): void {
  byHash.set(hash, toastId);
}

/** The toast to update for this hash, forgotten once the transaction reached an outcome. */
export function takeTxToast(hash: string): number | undefined {
  const id = byHash.get(hash);
  byHash.delete(hash);
  return id;
}

type TxStatus = EventPayload<'tx.status'>;

/** What the user reads when main reports an outcome; null for 'submitted' (the screen shows it). */
export function txStatusToast(s: TxStatus): { kind: ToastKind; title: string; body?: string } | null {
  const what = `${s.amount} ${s.symbol}`;
  switch (s.status) {
    case 'submitted':
      return null;
    case 'confirmed':
      if (s.kind === 'speedUp')
        return { kind: 'success', title: 'Transaction sped up', body: `${what} sent` };
      if (s.kind === 'cancel') return { kind: 'success', title: 'Transaction cancelled' };
      return { kind: 'success', title: `${what} sent` };
    case 'failed':
      return { kind: 'error', title: 'Transaction failed', body: `${what} was not sent` };
    case 'replaced':
      return {
        kind: 'warning',
        title: 'Transaction replaced',
        body: `Another transaction with the same nonce was confirmed; ${what} was not sent by this one`,
      };
    case 'pending':
      return {
        kind: 'warning',
        title: 'Transaction pending',
        body: 'Transaction take too long. Please check again later',
      };
  }
}

/** The progress toast a screen shows right after submitting. */
export function sendingTitle(amount: string, symbol: string): string {
  return `Sending ${amount} ${symbol}…`;
}

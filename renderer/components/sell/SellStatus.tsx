import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallOutput, EventPayload } from '../../../shared/contract';
import { invoke, subscribe, type IpcError } from '../../ipc/client';

/** spec app.md §9: the confirmation poll's interval, used for the provider's side of the sale too. */
export const SALE_STATUS_POLL_MS = 5_000;

interface SellStatusProps {
  hash: string;
  requestId: string;
  providerName: string;
  amount: string;
  symbol: string;
  providerDisplayName: string;
  onDone: () => void;
}

type TxStatus = EventPayload<'tx.status'>['status'];
type SaleStatus = CallOutput<'sell.status'>['status'];

const chainWords: Record<TxStatus, string> = {
  submitted: 'Deposit sent: waiting for the network to confirm it.',
  confirmed: 'Deposit confirmed on chain.',
  pending: 'The deposit is taking long to confirm. Check again later.',
  failed: 'The deposit failed on chain: nothing was sold.',
  replaced: 'The deposit was replaced by another transaction.',
};

/**
 * The sale after its deposit, step by step: sent, confirmed on chain (main's confirmation
 * events), received by the provider, paid out (the provider's status, asked every 5 s until
 * it is final).
 */
export function SellStatus(p: SellStatusProps) {
  const [chain, setChain] = useState<TxStatus>('submitted');
  useEffect(() => subscribeTx(p.hash, setChain), [p.hash]);
  const ref = { requestId: p.requestId, providerName: p.providerName };
  const sale = useQuery<CallOutput<'sell.status'>, IpcError>({
    queryKey: ['sell.status', ref],
    queryFn: () => invoke('sell.status', ref),
    refetchInterval: (q) =>
      q.state.data?.status === 'paidOut' || q.state.data?.status === 'failed' ? false : SALE_STATUS_POLL_MS,
    retry: false,
  });
  const at: SaleStatus = sale.data?.status ?? 'waiting';
  const steps: { label: string; done: boolean }[] = [
    { label: 'Deposit sent', done: true },
    { label: 'Confirmed on chain', done: chain === 'confirmed' || at === 'received' || at === 'paidOut' },
    { label: `Received by ${p.providerDisplayName}`, done: at === 'received' || at === 'paidOut' },
    { label: 'Paid out', done: at === 'paidOut' },
  ];
  return (
    <section className="card sell-status" aria-labelledby="sell-status-title">
      <h2 id="sell-status-title">
        {p.amount} {p.symbol} deposited with {p.providerDisplayName}
      </h2>
      <ol className="sell-steps" aria-label="Sale progress">
        {steps.map((s) => (
          <li key={s.label} className={s.done ? 'done' : undefined}>
            <span aria-hidden="true">{s.done ? '✓' : '○'}</span> {s.label}
            <span className="visually-hidden">{s.done ? ' (done)' : ' (not yet)'}</span>
          </li>
        ))}
      </ol>
      <p role="status" data-testid="sell-status">
        {at === 'failed'
          ? `${p.providerDisplayName} reports the sale failed: contact it about the deposit.`
          : at === 'paidOut'
            ? `${p.providerDisplayName} has paid you out.`
            : chainWords[chain]}
      </p>
      {sale.error && <p className="hint">{sale.error.message}</p>}
      <p className="mono break" data-testid="sell-hash">
        {p.hash}
      </p>
      <button type="button" onClick={p.onDone}>
        Sell more
      </button>
    </section>
  );
}

function subscribeTx(hash: string, set: (s: TxStatus) => void): () => void {
  return subscribe('tx.status', (s) => {
    if (s.hash === hash) set(s.status);
  });
}

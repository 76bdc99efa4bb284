import { useEffect, useState } from 'react';
import type { EventPayload } from '../../../shared/contract';
import { subscribe } from '../../ipc/client';

interface SellStatusProps {
  hash: string;
  amount: string;
  symbol: string;
  providerDisplayName: string;
  onDone: () => void;
}

type TxStatus = EventPayload<'tx.status'>['status'];

const words: Record<TxStatus, string> = {
  submitted: 'Deposit sent: waiting for the network to confirm it.',
  confirmed: 'Deposit confirmed on chain. The provider pays out once it has seen it.',
  pending: 'The deposit is taking long to confirm. Check again later.',
  failed: 'The deposit failed on chain: nothing was sold.',
  replaced: 'The deposit was replaced by another transaction.',
};

/** The sale after its deposit: sent, then what the chain says about it. */
export function SellStatus({ hash, amount, symbol, providerDisplayName, onDone }: SellStatusProps) {
  const [status, setStatus] = useState<TxStatus>('submitted');
  useEffect(
    () =>
      subscribe('tx.status', (s) => {
        if (s.hash === hash) setStatus(s.status);
      }),
    [hash],
  );
  return (
    <section className="card sell-status" aria-labelledby="sell-status-title">
      <h2 id="sell-status-title">
        {amount} {symbol} deposited with {providerDisplayName}
      </h2>
      <p role="status" data-testid="sell-status">
        {words[status]}
      </p>
      <p className="mono break" data-testid="sell-hash">
        {hash}
      </p>
      <button type="button" onClick={onDone}>
        Sell more
      </button>
    </section>
  );
}

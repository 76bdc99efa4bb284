import { useSyncProgress } from '../../hooks/useSyncProgress';
import { SyncProgress } from '../coin/SyncProgress';

/**
 * A balance as main formatted it: hidden in privacy mode, '—' when the chain could not be read,
 * and while it loads, how far a first address scan got when main reports one.
 */
export function BalanceText({
  balance,
  symbol,
  privacy,
  coinId,
}: {
  balance: string | null | undefined;
  symbol: string;
  privacy: boolean;
  coinId?: string;
}) {
  const progress = useSyncProgress(balance === undefined ? coinId : undefined);
  if (privacy) return <span title="Hidden (privacy mode)">•••</span>;
  if (balance === undefined && progress) return <SyncProgress progress={progress} compact />;
  if (balance === undefined)
    return (
      <span className="muted" title="Loading">
        …
      </span>
    );
  if (balance === null) return <span title="Not available">—</span>;
  return (
    <span className="balance-amount">
      {balance} {symbol}
    </span>
  );
}

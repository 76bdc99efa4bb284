import type { SyncProgressView } from '../../hooks/useSyncProgress';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * What a first account scan has done so far: a wallet with hundreds of used addresses takes a
 * few seconds to read, and a bare spinner for that long looks stuck.
 */
export function SyncProgress({
  progress,
  compact = false,
}: {
  progress: SyncProgressView;
  compact?: boolean;
}) {
  const checked = plural(progress.checked, 'address', 'addresses');
  const found = plural(progress.transactions, 'transaction', 'transactions');
  if (compact)
    return (
      <span
        className="muted sync-progress"
        role="status"
        title={`Scanning: ${checked} checked, ${found} found`}
      >
        Scanning… {checked}
      </span>
    );
  return (
    <div className="sync-progress" role="status" aria-label="Scanning addresses">
      <div className="sync-bar" aria-hidden="true">
        <span />
      </div>
      <p>
        Scanning addresses: {checked} checked, {found} found
        {progress.used > 0 ? ` on ${plural(progress.used, 'used address', 'used addresses')}` : ''}
      </p>
    </div>
  );
}

import { formatFiat } from '../../../shared/fiat';
import { formatChange } from '../../wallet/dayChange';
import { useSyncProgress } from '../../hooks/useSyncProgress';
import { SyncProgress } from '../coin/SyncProgress';

interface CoinValueProps {
  coinId: string;
  symbol: string;
  chainDisplayName: string;
  privacy: boolean;
  receiveOnly: boolean;
  /** decimal from main; null: the chain could not be read; undefined: loading */
  balance: string | null | undefined;
  /** fiat value; null: no price; undefined: prices loading */
  fiat: string | null | undefined;
  currency: string | undefined;
  /** the price's change over 24 h in percent (e.g. "-2.31"); absent when no source gives one */
  change?: string | null | undefined;
}

/** A coin row's right column: balance, its fiat value and the day's change, or why they are missing. */
export function CoinValue(p: CoinValueProps) {
  const progress = useSyncProgress(p.balance === undefined ? p.coinId : undefined);
  if (p.privacy)
    return (
      <span className="coin-value">
        <span className="coin-balance-text" title="Hidden (privacy mode)">
          •••
        </span>
      </span>
    );
  if (p.balance === undefined)
    return (
      <span className="coin-value" aria-busy="true">
        {progress ? (
          <SyncProgress progress={progress} compact />
        ) : (
          <span className="skeleton skeleton-balance" aria-hidden="true" />
        )}
        <span className="skeleton skeleton-fiat" aria-hidden="true" />
      </span>
    );
  if (p.balance === null)
    return (
      <span className="coin-value">
        {p.receiveOnly ? null : (
          <small className="coin-error" role="note">
            Could not reach {p.chainDisplayName}
          </small>
        )}
      </span>
    );
  return (
    <span className="coin-value">
      {/* data-balance-painted: what the paint bench (bench/homePaintBench.ts) counts */}
      <span className="coin-balance-text balance-amount" data-balance-painted>
        {p.balance} {p.symbol}
      </span>
      <span className="coin-fiat-line">
        {p.fiat === undefined ? (
          <span className="skeleton skeleton-fiat" aria-hidden="true" />
        ) : p.fiat === null || p.currency === undefined ? (
          <small className="coin-fiat" title="No price available">
            No price
          </small>
        ) : (
          <small className="coin-fiat">{formatFiat(p.fiat, p.currency)}</small>
        )}
        {p.change !== null && p.change !== undefined && <Change percent={p.change} />}
      </span>
    </span>
  );
}

/** Up or down by sign and arrow too, not in colour alone. */
function Change({ percent }: { percent: string }) {
  const { text, direction } = formatChange(percent);
  return (
    <small className={`coin-change ${direction}`} title="Price change over 24 hours">
      {direction === 'flat' ? null : <span aria-hidden="true">{direction === 'down' ? '▼ ' : '▲ '}</span>}
      {text}
    </small>
  );
}

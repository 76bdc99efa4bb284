import { formatFiat, formatPrice } from '../../format/formatFiat';
import { useSyncProgress } from '../../hooks/useSyncProgress';
import { formatChange } from '../../wallet/dayChange';
import { shareText, SHARE_UNITS } from '../../wallet/assetTable';
import { amountText, HIDDEN, HIDDEN_TITLE } from '../amounts/Amount';
import { isShortened } from '../../format/formatAmount';
import { SyncProgress } from '../coin/SyncProgress';

/**
 * The cells of a portfolio row after the coin's name: price, 24 h change, holdings, value and
 * share. Each is a span in the row's link (one link per row, its name one spoken sentence), laid
 * out as table columns by CSS.
 */
export interface AssetFigures {
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
  /** the unit price; null: none known; undefined: loading */
  price?: string | null | undefined;
  /** the price's change over 24 h in percent (e.g. "-2.31"); absent when no source gives one */
  change?: string | null | undefined;
  /** share of the wallet's value in tenths of a percent; undefined when unknown */
  share?: number | undefined;
}

export function PriceCell({ price, currency }: Pick<AssetFigures, 'price' | 'currency'>) {
  return (
    <span className="asset-cell asset-price">
      {price === undefined ? (
        <span className="skeleton skeleton-fiat" aria-hidden="true" />
      ) : price === null || currency === undefined ? (
        <span className="muted" title="No price available">
          —
        </span>
      ) : (
        formatPrice(price, currency)
      )}
    </span>
  );
}

export function ChangeCell({ change }: Pick<AssetFigures, 'change'>) {
  return (
    <span className="asset-cell asset-change">
      {change !== null && change !== undefined && <Change percent={change} />}
    </span>
  );
}

/** Holdings, or why they are missing: loading (with a first scan's progress), not read, hidden. */
export function HoldingsCell(p: AssetFigures) {
  const progress = useSyncProgress(p.balance === undefined ? p.coinId : undefined);
  if (p.privacy)
    return (
      <span className="asset-cell asset-holdings">
        <span className="coin-balance-text hidden-amount" title={HIDDEN_TITLE}>
          {HIDDEN} {p.symbol}
        </span>
      </span>
    );
  if (p.balance === undefined)
    return (
      <span className="asset-cell asset-holdings" aria-busy="true">
        {progress ? (
          <SyncProgress progress={progress} compact />
        ) : (
          <span className="skeleton skeleton-balance" aria-hidden="true" />
        )}
      </span>
    );
  if (p.balance === null)
    return (
      <span className="asset-cell asset-holdings">
        {p.receiveOnly ? null : (
          <small className="coin-error" role="note">
            Could not reach {p.chainDisplayName}
          </small>
        )}
      </span>
    );
  return (
    <span className="asset-cell asset-holdings">
      {/* data-balance-painted: what the paint bench (bench/homePaintBench.ts) counts */}
      <span
        className="coin-balance-text balance-amount"
        data-balance-painted
        title={isShortened(p.balance) ? amountText(p.balance, p.symbol, true) : undefined}
      >
        {amountText(p.balance, p.symbol, false)}
      </span>
    </span>
  );
}

export function ValueCell(p: AssetFigures) {
  let inner;
  if (p.privacy)
    inner = (
      <span className="coin-fiat hidden-amount" title={HIDDEN_TITLE}>
        {HIDDEN}
      </span>
    );
  else if (p.balance === null) inner = null;
  else if (p.balance === undefined || p.fiat === undefined)
    inner = <span className="skeleton skeleton-fiat" aria-hidden="true" />;
  else if (p.fiat === null || p.currency === undefined)
    inner = (
      <small className="coin-fiat muted" title="No price available">
        No price
      </small>
    );
  else inner = <span className="coin-fiat">{formatFiat(p.fiat, p.currency)}</span>;
  return <span className="asset-cell asset-value">{inner}</span>;
}

/** The share of the wallet as a bar and a figure; drawn with SVG attributes (the CSP forbids inline styles). */
export function ShareCell({ share, privacy }: Pick<AssetFigures, 'share' | 'privacy'>) {
  if (privacy || share === undefined) return <span className="asset-cell asset-share" />;
  return (
    <span className="asset-cell asset-share">
      <svg
        className="share-bar"
        viewBox={`0 0 ${SHARE_UNITS} 10`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <rect className="share-track" width={SHARE_UNITS} height={10} rx={5} />
        {share > 0 && <rect className="share-fill" width={Math.max(share, 8)} height={10} rx={5} />}
      </svg>
      <small className="share-text" data-share={share}>
        {shareText(share)}
      </small>
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

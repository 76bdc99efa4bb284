import { formatFiat } from '../../format/formatFiat';
import { formatChange } from '../../wallet/dayChange';
import type { Portfolio } from '../../wallet/portfolio';
import type { WalletTotalsState } from './useWalletTotals';

interface PortfolioSummaryProps {
  portfolio: Portfolio;
  currency: string | undefined;
  privacy: boolean;
  /** true until balances and prices have both answered */
  loading: boolean;
  /** the wallet's 24 h change in percent ("+1.23"); null when unknown */
  change?: string | null;
  /** with several wallets: all of them together */
  allWallets: WalletTotalsState | null;
}

/** The wallet's total in the local currency and its day's change, at the top of Home (each coin's share is in the table). */
export function PortfolioSummary({
  portfolio,
  currency,
  privacy,
  loading,
  change,
  allWallets,
}: PortfolioSummaryProps) {
  const { total } = portfolio;
  let text: string;
  let title: string | undefined;
  if (privacy) [text, title] = ['•••', 'Hidden (privacy mode)'];
  else if (loading) [text, title] = ['…', 'Loading'];
  else if (total === null || currency === undefined) [text, title] = ['—', 'No prices available'];
  else text = formatFiat(total, currency);
  return (
    <section className="card portfolio" aria-label="Wallet value">
      <small>Total value{currency ? ` (${currency})` : ''}</small>
      <p className="portfolio-total" title={title}>
        {text}
      </p>
      {change && !privacy && !loading && <DayChange percent={change} />}
      {allWallets && !privacy && (
        <p className="hint" data-testid="all-wallets-total">
          All {allWallets.count || ''} wallets:{' '}
          {allWallets.loading
            ? '…'
            : allWallets.total === null || allWallets.currency === undefined
              ? '—'
              : formatFiat(allWallets.total, allWallets.currency)}
        </p>
      )}
    </section>
  );
}

/** The wallet's move over the day, by sign and arrow as well as colour. */
function DayChange({ percent }: { percent: string }) {
  const { text, direction } = formatChange(percent);
  return (
    <p className={`portfolio-change coin-change ${direction}`} data-testid="portfolio-change">
      {direction === 'flat' ? null : <span aria-hidden="true">{direction === 'down' ? '▼ ' : '▲ '}</span>}
      {text} <span className="portfolio-change-words">in 24 h</span>
    </p>
  );
}

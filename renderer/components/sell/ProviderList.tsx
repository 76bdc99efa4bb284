import type { CryptoProvider } from '../../../shared/contract/sell';
import { formatFiat } from '../../format/formatFiat';
import { formatAmount } from '../../format/formatAmount';

interface ProviderListProps {
  /** spec §3 Sell crypto: cryptoProviders, as main sorted them (best payout first) */
  cryptoProviders: readonly CryptoProvider[];
  symbol: string;
  privacy: boolean;
  onPick: (provider: CryptoProvider) => void;
}

/** The offers side by side: what the user receives, the fees, payout methods and limits. */
export function ProviderList({ cryptoProviders, symbol, privacy, onPick }: ProviderListProps) {
  if (cryptoProviders.length === 0) return <p role="status">No provider buys {symbol} right now.</p>;
  const usable = cryptoProviders.some((p) => p.withinLimits);
  return (
    <>
      {!usable && (
        <p role="status" className="error-text">
          No provider takes this amount: see each one&apos;s limits below.
        </p>
      )}
      <ul className="sell-providers" aria-label="Sell offers, best first">
        {cryptoProviders.map((p, i) => (
          <li key={p.name} className="card sell-provider" data-testid="sell-provider">
            <h3>
              {p.displayName}
              {i === 0 && p.withinLimits && <span className="badge">Best offer</span>}
            </h3>
            <p className="sell-receive">
              You receive
              <strong data-testid="sell-receive">
                {privacy ? '•••' : formatFiat(p.fiatAmount, p.fiatCurrency)}
              </strong>
            </p>
            <dl className="details">
              <dt>Fees</dt>
              <dd>{privacy ? '•••' : formatFiat(p.fees, p.fiatCurrency)}</dd>
              <dt>Payout</dt>
              <dd>{p.payoutMethods.join(', ') || 'Not stated'}</dd>
              <dt>Limits</dt>
              <dd>
                {formatAmount(p.limits.min, { full: true })} – {formatAmount(p.limits.max, { full: true })}{' '}
                {symbol}
              </dd>
            </dl>
            {p.withinLimits ? (
              <button type="button" onClick={() => onPick(p)}>
                Sell with {p.displayName}
              </button>
            ) : (
              <p className="hint">
                Takes {p.limits.min} to {p.limits.max} {symbol}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

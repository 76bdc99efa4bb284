import { Link } from 'react-router';
import type { CoinView } from '../../../shared/contract/wallets';
import { coinPath } from '../coin/coinPath';
import { CopyButton } from '../CopyButton';
import { FiatText } from '../prices/FiatText';
import { BalanceText } from './BalanceText';
import { CoinLogo } from '../logos/CoinLogo';

interface SelectedCoinCardProps {
  coin: CoinView;
  privacy: boolean;
  balance: string | null | undefined;
  /** the balance's fiat value (fixed places); null: no price; undefined: loading */
  fiat: string | null | undefined;
  currency: string | undefined;
  /** shown instead of the derived address where the chain pays to something else; '' none yet */
  rowAddress?: string | undefined;
}

/** The selected coin (or the first): its balance, its address, and the way to its page. */
export function SelectedCoinCard({
  coin,
  privacy,
  balance,
  fiat,
  currency,
  rowAddress,
}: SelectedCoinCardProps) {
  const address = rowAddress ?? coin.address;
  return (
    <section className="card selected-coin" aria-label="Selected coin">
      <div className="row spread">
        <div className="row">
          <CoinLogo coinId={coin.id} chainName={coin.chainName} symbol={coin.symbol} type={coin.type} />
          <div>
            <strong>
              {coin.symbol}
              {coin.name !== coin.chainDisplayName ? ` · ${coin.name}` : ''}
            </strong>
            <small>{coin.chainDisplayName}</small>
          </div>
        </div>
        <Link className="button small" to={coinPath(coin.id)} aria-label={`Open the ${coin.symbol} page`}>
          Open
        </Link>
      </div>
      <dl className="details">
        <dt>Balance</dt>
        <dd>
          <BalanceText balance={balance} symbol={coin.symbol} privacy={privacy} coinId={coin.id} />{' '}
          <FiatText value={fiat} currency={currency} privacy={privacy} />
        </dd>
        <dt>Receive address</dt>
        <dd className="address-line">
          {address ? (
            <span className="mono">{address}</span>
          ) : (
            <span className="hint">
              {rowAddress === '' ? 'No account yet: open the coin to see how to get one' : '—'}
            </span>
          )}
          {address && <CopyButton text={address} label={`Copy ${coin.symbol} address`} />}
        </dd>
      </dl>
    </section>
  );
}

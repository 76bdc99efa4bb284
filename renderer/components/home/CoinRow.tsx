import { Link } from 'react-router';
import type { CoinView } from '../../../shared/contract/wallets';
import { useMoveCoin } from '../../hooks/useMoveCoin';
import { useSelectCoin } from '../../hooks/useSelectCoin';
import { useToggleCoin } from '../../hooks/useToggleCoin';
import { shortAddress } from '../../wallet/shortAddress';
import { coinPath } from '../coin/coinPath';
import { CopyButton } from '../CopyButton';
import { FiatText } from '../prices/FiatText';
import { BalanceText } from './BalanceText';
import { CoinMonogram } from './CoinMonogram';
import { useRuleToast } from './useRuleToast';

interface CoinRowProps {
  coin: CoinView;
  first: boolean;
  last: boolean;
  privacy: boolean;
  /** decimal from main; null when the chain could not be read; undefined while loading */
  balance: string | null | undefined;
  /** fiat value of the balance; null without a price; undefined while loading */
  fiat?: string | null | undefined;
  currency?: string | undefined;
}

/** One coin: what it is, where it receives, its balance, and the way to its page. */
export function CoinRow({ coin, first, last, privacy, balance, fiat, currency }: CoinRowProps) {
  const select = useSelectCoin();
  const move = useMoveCoin();
  const toggle = useToggleCoin();
  const refused = useRuleToast();
  const label = `${coin.symbol} on ${coin.chainDisplayName}`;

  return (
    <li className={`coin-row${coin.selected ? ' selected' : ''}`} aria-current={coin.selected || undefined}>
      <CoinMonogram symbol={coin.symbol} />
      <button
        type="button"
        className="coin-main link"
        aria-pressed={coin.selected}
        aria-label={`Select ${label}`}
        onClick={() => select.mutate({ id: coin.id }, { onError: refused })}
      >
        <span className="coin-symbol">{coin.symbol}</span>
        {coin.name !== coin.chainDisplayName && <span className="coin-name">{coin.name}</span>}
        <small>
          {coin.chainDisplayName}
          {coin.type === 'token' ? ' · token' : ''}
        </small>
      </button>
      <span className="coin-address">
        <span className="mono" title={coin.address}>
          {coin.address ? shortAddress(coin.address) : '—'}
        </span>
        {coin.address && <CopyButton text={coin.address} label={`Copy ${label} address`} />}
      </span>
      <span className="coin-value">
        <Link className="coin-balance" to={coinPath(coin.id)} aria-label={`Open ${label}`}>
          <BalanceText balance={balance} symbol={coin.symbol} privacy={privacy} coinId={coin.id} />
        </Link>
        <FiatText value={fiat} currency={currency} privacy={privacy} />
      </span>
      <span className="coin-actions">
        {coin.type === 'coin' && (
          <Link
            className="button secondary small"
            to={`/home/addresses/${coin.chainName}`}
            aria-label={`Addresses of ${label}`}
          >
            Addresses
          </Link>
        )}
        <button
          type="button"
          className="secondary icon"
          aria-label={`Move ${label} up`}
          disabled={first}
          onClick={() => move.mutate({ id: coin.id, direction: 'up' }, { onError: refused })}
        >
          ↑
        </button>
        <button
          type="button"
          className="secondary icon"
          aria-label={`Move ${label} down`}
          disabled={last}
          onClick={() => move.mutate({ id: coin.id, direction: 'down' }, { onError: refused })}
        >
          ↓
        </button>
        <button
          type="button"
          className="secondary small"
          aria-label={`Hide ${label}`}
          onClick={() => toggle.mutate({ id: coin.id }, { onError: refused })}
        >
          Hide
        </button>
      </span>
    </li>
  );
}

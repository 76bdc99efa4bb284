import type { CoinView } from '../../../shared/contract/wallets';
import { useMoveCoin } from '../../hooks/useMoveCoin';
import { useSelectCoin } from '../../hooks/useSelectCoin';
import { useToggleCoin } from '../../hooks/useToggleCoin';
import { shortAddress } from '../../wallet/shortAddress';
import { CopyButton } from '../CopyButton';
import { CoinMonogram } from './CoinMonogram';
import { useRuleToast } from './useRuleToast';

interface CoinRowProps {
  coin: CoinView;
  first: boolean;
  last: boolean;
  privacy: boolean;
}

/** One coin: what it is, where it receives, and its place for a balance (not loaded yet). */
export function CoinRow({ coin, first, last, privacy }: CoinRowProps) {
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
      <span className="coin-balance" title="Balances are not loaded yet">
        {privacy ? '•••' : '—'}
      </span>
      <span className="coin-actions">
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

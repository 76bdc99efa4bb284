import type { CoinView } from '../../../shared/contract/wallets';
import { CopyButton } from '../CopyButton';
import { CoinMonogram } from './CoinMonogram';

/** The selected coin (or the first): its full receive address, and where its balance will show. */
export function SelectedCoinCard({ coin, privacy }: { coin: CoinView; privacy: boolean }) {
  return (
    <section className="card selected-coin" aria-label="Selected coin">
      <div className="row">
        <CoinMonogram symbol={coin.symbol} />
        <div>
          <strong>
            {coin.symbol}
            {coin.name !== coin.chainDisplayName ? ` · ${coin.name}` : ''}
          </strong>
          <small>{coin.chainDisplayName}</small>
        </div>
      </div>
      <dl className="details">
        <dt>Balance</dt>
        <dd className="balance-placeholder">{privacy ? '•••' : 'Not loaded yet'}</dd>
        <dt>Receive address</dt>
        <dd className="address-line">
          <span className="mono">{coin.address || '—'}</span>
          {coin.address && <CopyButton text={coin.address} label={`Copy ${coin.symbol} address`} />}
        </dd>
      </dl>
    </section>
  );
}

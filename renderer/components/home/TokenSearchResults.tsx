import type { CallOutput } from '../../../shared/contract';
import { CoinMonogram } from './CoinMonogram';

type Hit = CallOutput<'coins.searchTokens'>['tokens'][number];

/** Tokens found by name on the chain's token list; adding one reads it from the chain again. */
export function TokenSearchResults({
  tokens,
  busy,
  onAdd,
}: {
  tokens: Hit[];
  busy: boolean;
  onAdd: (t: Hit) => void;
}) {
  return (
    <ul className="catalogue-list" aria-label="Tokens found">
      {tokens.map((t) => (
        <li key={t.contractAddress} className="catalogue-row">
          <CoinMonogram symbol={t.symbol} />
          <span className="coin-main">
            <span className="coin-symbol">{t.symbol}</span>
            <span className="coin-name">{t.name}</span>
            <small className="mono clip" title={t.contractAddress}>
              {t.contractAddress}
            </small>
          </span>
          <button
            type="button"
            className={t.inWallet ? 'secondary small' : 'small'}
            aria-label={`Add token ${t.symbol} ${t.contractAddress}`}
            disabled={busy || t.inWallet}
            onClick={() => onAdd(t)}
          >
            {t.inWallet ? 'Added ✓' : 'Add'}
          </button>
        </li>
      ))}
    </ul>
  );
}

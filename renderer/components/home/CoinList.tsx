import { useMemo, useState } from 'react';
import { searchCoins } from '../../../shared/catalogue/searchCoins';
import type { CoinView } from '../../../shared/contract/wallets';
import { useDebounced } from '../../hooks/useDebounced';
import { CoinRow } from './CoinRow';

interface CoinListProps {
  coins: readonly CoinView[];
  searchable: boolean;
  privacy: boolean;
  /** coin id → balance from coins.balances; absent while loading */
  balances: ReadonlyMap<string, string | null> | undefined;
  /** coin id → fiat value in `currency`; absent while prices load */
  fiats?: ReadonlyMap<string, string | null> | undefined;
  currency?: string | undefined;
}

/** The wallet's visible coins; the search (a setting) filters here, 800 ms after typing stops. */
export function CoinList({ coins, searchable, privacy, balances, fiats, currency }: CoinListProps) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(searchable ? query : '');
  const shown = useMemo(() => searchCoins(coins, settled), [coins, settled]);
  const filtering = settled.trim() !== '';

  return (
    <div>
      {searchable && (
        <label className="field search-field">
          <span className="visually-hidden">Search coins</span>
          <input
            type="search"
            placeholder="Search coins (e.g. eth:usdt)"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
      )}
      {shown.length === 0 ? (
        <p className="hint">{filtering ? 'No coin matches this search.' : 'No coins in this wallet yet.'}</p>
      ) : (
        <ul className="coin-list" aria-label="Coins">
          {shown.map((c, i) => (
            <CoinRow
              key={c.id}
              coin={c}
              // While filtered, neighbours on screen are not neighbours in the wallet: no reorder.
              first={filtering || i === 0}
              last={filtering || i === shown.length - 1}
              privacy={privacy}
              balance={balances ? (balances.get(c.id) ?? null) : undefined}
              fiat={fiats ? (fiats.get(c.id) ?? null) : undefined}
              currency={currency}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

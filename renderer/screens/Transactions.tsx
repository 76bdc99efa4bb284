import { useId, useState } from 'react';
import { Link } from 'react-router';
import { coinPath } from '../components/coin/coinPath';
import { HistoryList } from '../components/coin/HistoryList';
import { useCoinOverview } from '../hooks/useCoinOverview';
import { useCoins } from '../hooks/useCoins';

/** The history of one coin of the current wallet: the selected one unless another is picked. */
export function Transactions() {
  const pickerId = useId();
  const coins = useCoins();
  const [picked, setPicked] = useState<string | null>(null);
  const list = coins.data?.coins ?? [];
  const coinId = (list.find((c) => c.id === picked) ?? list.find((c) => c.selected) ?? list[0])?.id;
  const overview = useCoinOverview(coinId ?? '', coinId !== undefined);

  return (
    <section className="screen">
      <h1>Transactions</h1>
      {coins.error && <p className="error-text">{coins.error.message}</p>}
      {coins.data && list.length === 0 && <p className="hint">No coins in this wallet yet.</p>}
      {coinId && (
        <div className="row spread">
          <div className="field">
            <label htmlFor={pickerId}>Coin</label>
            <select id={pickerId} value={coinId} onChange={(e) => setPicked(e.target.value)}>
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.symbol} · {c.chainDisplayName}
                </option>
              ))}
            </select>
          </div>
          <Link className="button secondary small" to={coinPath(coinId)}>
            Open coin page
          </Link>
        </div>
      )}
      {overview.error && <p className="error-text">{overview.error.message}</p>}
      {coinId && !overview.data && !overview.error && (
        <div className="spinner" aria-label="Loading history" />
      )}
      {overview.data && (
        <>
          {overview.data.notice && <p className="warning-line">{overview.data.notice}</p>}
          <HistoryList
            chainName={overview.data.chainName}
            symbol={overview.data.symbol}
            items={overview.data.history}
          />
        </>
      )}
    </section>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { searchCoins } from '../../../shared/catalogue/searchCoins';
import type { CoinView } from '../../../shared/contract/wallets';
import { fiatDecimalsOf } from '../../../shared/fiat';
import { useDebounced } from '../../hooks/useDebounced';
import { useMoveCoin } from '../../hooks/useMoveCoin';
import { isSmall, sharesOf, sortByValue } from '../../wallet/assetTable';
import { coinPath } from '../coin/coinPath';
import { CoinRow, type MoveDirection } from './CoinRow';
import { useRuleToast } from './useRuleToast';

interface CoinListProps {
  coins: readonly CoinView[];
  searchable: boolean;
  privacy: boolean;
  /** coin id → balance from coins.balances; absent while loading */
  balances: ReadonlyMap<string, string | null> | undefined;
  /** coin id → fiat value in `currency`; absent while prices load */
  fiats?: ReadonlyMap<string, string | null> | undefined;
  currency?: string | undefined;
  /** coin id → 24 h price change in percent, where a price-history source gives one */
  changes?: ReadonlyMap<string, string | null> | undefined;
  /** coin id → unit price in `currency`; absent while prices load */
  prices?: ReadonlyMap<string, string | null> | undefined;
  /** the order shown first: by value (the portfolio) unless told otherwise */
  initialSort?: SortOrder;
  /** coin id → the address to show instead of the derived one ('' none yet), from coins.balances */
  displayAddresses?: ReadonlyMap<string, string> | undefined;
  /** why the balances could not be read at all (main's words), with a way to ask again */
  balancesError?: { message: string; retry: () => void } | undefined;
}

export type SortOrder = 'value' | 'wallet';

/**
 * The portfolio table: the wallet's visible coins, largest value first, each with its share of
 * the wallet; the search (a setting) filters 800 ms after typing stops, and a switch hides small
 * balances. In the wallet's own order, rows move one step at a time (main's coins.move): by the
 * row menu, by arrow keys on a row's handle, or by dragging the handle.
 */
export function CoinList(p: CoinListProps) {
  const { coins } = p;
  const ids = { sort: useId(), small: useId() };
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortOrder>(p.initialSort ?? 'value');
  const [hideSmall, setHideSmall] = useState(false);
  const settled = useDebounced(p.searchable ? query : '');
  const places = fiatDecimalsOf(p.currency ?? 'USD');
  const shares = useMemo(() => sharesOf(p.fiats, places), [p.fiats, places]);
  const found = useMemo(() => searchCoins(coins, settled), [coins, settled]);
  const big = useMemo(
    () =>
      hideSmall
        ? found.filter(
            (c) =>
              !isSmall(p.balances?.get(c.id) ?? (p.balances ? null : undefined), p.fiats?.get(c.id), places),
          )
        : found,
    [found, hideSmall, p.balances, p.fiats, places],
  );
  const shown = useMemo(
    () => (sort === 'value' ? sortByValue(big, p.fiats, places) : big),
    [big, sort, p.fiats, places],
  );
  const hiddenSmall = found.length - big.length;
  const filtering = settled.trim() !== '' || hiddenSmall > 0;
  const reorderable = sort === 'wallet' && !filtering;
  const move = useMoveCoin();
  const refused = useRuleToast();
  const [said, say] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const refocus = useRef<string | null>(null);

  // a moved row is a new place in the list: keep the keyboard on its handle
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    refocus.current = null;
    document.querySelector<HTMLElement>(`[data-reorder="${CSS.escape(id)}"]`)?.focus();
  }, [coins]);

  const moveBy = async (coin: CoinView, steps: number) => {
    const direction: MoveDirection = steps < 0 ? 'up' : 'down';
    const from = coins.findIndex((c) => c.id === coin.id);
    try {
      for (let i = 0; i < Math.abs(steps); i++) await move.mutateAsync({ id: coin.id, direction });
      refocus.current = coin.id;
      say(
        `${coin.symbol} on ${coin.chainDisplayName} moved to position ${from + steps + 1} of ${coins.length}`,
      );
    } catch (e) {
      refused(e as Error);
    }
  };

  const allZero =
    settled.trim() === '' &&
    p.balances !== undefined &&
    coins.length > 0 &&
    coins.every((c) => p.balances!.get(c.id) === '0');
  const receiveTarget = coins.find((c) => c.selected && !c.receiveOnly) ?? coins.find((c) => !c.receiveOnly);

  return (
    <div>
      <div className="asset-toolbar">
        {p.searchable && (
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
        <label className="switch-row" htmlFor={ids.small}>
          <input
            id={ids.small}
            type="checkbox"
            role="switch"
            checked={hideSmall}
            onChange={(e) => setHideSmall(e.target.checked)}
          />
          Hide small balances
        </label>
        <label className="sort-field" htmlFor={ids.sort}>
          Sort
          <select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value as SortOrder)}>
            <option value="value">By value</option>
            <option value="wallet">Your order</option>
          </select>
        </label>
      </div>
      {p.balancesError && (
        <div className="banner banner-error" role="alert">
          <span>Balances could not be read: {p.balancesError.message}</span>
          <button type="button" className="secondary small" onClick={p.balancesError.retry}>
            Try again
          </button>
        </div>
      )}
      {allZero && receiveTarget && (
        <div className="empty-state">
          <strong>Your wallet is ready</strong>
          <p>It holds no coins yet. Receive some to get started: share an address or its QR code.</p>
          <Link className="button" to={coinPath(receiveTarget.id)}>
            Receive {receiveTarget.symbol}
          </Link>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="hint">
          {settled.trim() !== ''
            ? 'No coin matches this search.'
            : hiddenSmall > 0
              ? 'Every coin holds a small balance.'
              : 'No coins in this wallet yet.'}
        </p>
      ) : (
        <>
          {/* the columns' names, for the eye: each row's link already says them in its one sentence */}
          <div className={`asset-head${reorderable ? ' reorderable' : ''}`} aria-hidden="true">
            <span>Asset</span>
            <span>Price</span>
            <span>24 h</span>
            <span>Holdings</span>
            <span>Value</span>
            <span>Share</span>
          </div>
          <ul className="coin-list" aria-label="Coins" aria-busy={p.balances === undefined}>
            {shown.map((c) => {
              const at = coins.findIndex((x) => x.id === c.id);
              return (
                <CoinRow
                  key={c.id}
                  coin={c}
                  // Sorted or filtered, neighbours on screen are not neighbours in the wallet: no reorder.
                  reorderable={reorderable}
                  canMoveUp={reorderable && at > 0}
                  canMoveDown={reorderable && at < coins.length - 1}
                  privacy={p.privacy}
                  balance={p.balances ? (p.balances.get(c.id) ?? null) : undefined}
                  fiat={p.fiats ? (p.fiats.get(c.id) ?? null) : undefined}
                  currency={p.currency}
                  change={p.changes?.get(c.id)}
                  price={p.prices ? (p.prices.get(c.id) ?? null) : undefined}
                  share={shares.get(c.id)}
                  displayAddress={p.displayAddresses?.get(c.id)}
                  onMove={(d) => void moveBy(c, d === 'up' ? -1 : 1)}
                  drag={
                    !reorderable
                      ? undefined
                      : {
                          over: over === c.id && dragged !== c.id,
                          onDragStart: (e) => {
                            e.dataTransfer.effectAllowed = 'move';
                            e.dataTransfer.setData('text/plain', c.symbol);
                            setDragged(c.id);
                          },
                          onDragOver: (e) => {
                            if (!dragged) return;
                            e.preventDefault();
                            setOver(c.id);
                          },
                          onDrop: (e) => {
                            e.preventDefault();
                            const from = coins.find((x) => x.id === dragged);
                            setDragged(null);
                            setOver(null);
                            if (from && from.id !== c.id) void moveBy(from, at - coins.indexOf(from));
                          },
                          onDragEnd: () => {
                            setDragged(null);
                            setOver(null);
                          },
                        }
                  }
                />
              );
            })}
          </ul>
          {hiddenSmall > 0 && (
            <p className="hint">
              {hiddenSmall === 1 ? '1 small balance hidden' : `${hiddenSmall} small balances hidden`}
            </p>
          )}
        </>
      )}
      <p id="coin-reorder-help" className="visually-hidden">
        Arrow Up or Arrow Down moves the coin; or drag the handle.
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { searchCoins } from '../../../shared/catalogue/searchCoins';
import type { CoinView } from '../../../shared/contract/wallets';
import { useDebounced } from '../../hooks/useDebounced';
import { useMoveCoin } from '../../hooks/useMoveCoin';
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
  /** coin id → the address to show instead of the derived one ('' none yet), from coins.balances */
  rowAddresses?: ReadonlyMap<string, string> | undefined;
  /** why the balances could not be read at all (main's words), with a way to ask again */
  balancesError?: { message: string; retry: () => void } | undefined;
}

/**
 * The wallet's visible coins; the search (a setting) filters here, 800 ms after typing stops.
 * Order changes one step at a time (main's coins.move): by the row menu, by arrow keys on a
 * row's handle, or by dragging the handle, which is the same steps in a row.
 */
export function CoinList(p: CoinListProps) {
  const { coins } = p;
  const [query, setQuery] = useState('');
  const settled = useDebounced(p.searchable ? query : '');
  const shown = useMemo(() => searchCoins(coins, settled), [coins, settled]);
  const filtering = settled.trim() !== '';
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
    !filtering &&
    p.balances !== undefined &&
    coins.length > 0 &&
    coins.every((c) => p.balances!.get(c.id) === '0');
  const receiveTarget = coins.find((c) => c.selected && !c.receiveOnly) ?? coins.find((c) => !c.receiveOnly);

  return (
    <div>
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
        <p className="hint">{filtering ? 'No coin matches this search.' : 'No coins in this wallet yet.'}</p>
      ) : (
        <ul className="coin-list" aria-label="Coins" aria-busy={p.balances === undefined}>
          {shown.map((c) => {
            const at = coins.findIndex((x) => x.id === c.id);
            return (
              <CoinRow
                key={c.id}
                coin={c}
                // While filtered, neighbours on screen are not neighbours in the wallet: no reorder.
                canMoveUp={!filtering && at > 0}
                canMoveDown={!filtering && at < coins.length - 1}
                privacy={p.privacy}
                balance={p.balances ? (p.balances.get(c.id) ?? null) : undefined}
                fiat={p.fiats ? (p.fiats.get(c.id) ?? null) : undefined}
                currency={p.currency}
                change={p.changes?.get(c.id)}
                rowAddress={p.rowAddresses?.get(c.id)}
                onMove={(d) => void moveBy(c, d === 'up' ? -1 : 1)}
                drag={
                  filtering
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

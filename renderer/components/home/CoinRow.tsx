import type { DragEvent, KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CoinView } from '../../../shared/contract/wallets';
import { formatFiat, formatPrice } from '../../format/formatFiat';
import { useSelectCoin } from '../../hooks/useSelectCoin';
import { useToggleCoin } from '../../hooks/useToggleCoin';
import { shareText } from '../../wallet/assetTable';
import { formatChange } from '../../wallet/dayChange';
import { shortAddress } from '../../wallet/shortAddress';
import { coinPath } from '../coin/coinPath';
import { CoinLogo } from '../logos/CoinLogo';
import { amountText } from '../amounts/Amount';
import { ChangeCell, HoldingsCell, PriceCell, ShareCell, ValueCell, type AssetFigures } from './AssetCells';
import { RowMenu, type RowMenuItem } from './RowMenu';
import { useCopyText } from './useCopyText';
import { useRuleToast } from './useRuleToast';

export type MoveDirection = 'up' | 'down';

interface CoinRowProps {
  coin: CoinView;
  /** the list is in the wallet's own order and unfiltered: the row can be moved */
  reorderable: boolean;
  /** false at the top */
  canMoveUp: boolean;
  canMoveDown: boolean;
  privacy: boolean;
  /** decimal from main; null when the chain could not be read; undefined while loading */
  balance: string | null | undefined;
  /** fiat value of the balance; null without a price; undefined while loading */
  fiat?: string | null | undefined;
  currency?: string | undefined;
  /** the price's 24 h change in percent, where a price-history source gives one */
  change?: string | null | undefined;
  /** the unit price; null none known; undefined loading */
  price?: string | null | undefined;
  /** share of the wallet's value in tenths of a percent */
  share?: number | undefined;
  /** shown instead of the derived address where the chain pays to something else; '' none yet */
  displayAddress?: string | undefined;
  onMove: (direction: MoveDirection) => void;
  /** drag and drop: the list knows where the row lands */
  drag?: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
    onDragEnd: () => void;
    over: boolean;
  };
}

/**
 * One coin of the portfolio table: logo and name, price, the day's change, holdings, value and
 * share, the whole row opening the coin's page; its other actions sit in one menu.
 */
export function CoinRow(p: CoinRowProps) {
  const { coin } = p;
  const navigate = useNavigate();
  const select = useSelectCoin();
  const toggle = useToggleCoin();
  const copy = useCopyText();
  const refused = useRuleToast();
  const label = `${coin.symbol} on ${coin.chainDisplayName}`;
  const receiveOnly = coin.receiveOnly === true;
  const title = coin.type === 'token' ? coin.name : coin.chainDisplayName;
  const address = p.displayAddress ?? coin.address;

  const items: RowMenuItem[] = [
    // a watch-only wallet holds no key: no Send at all
    ...(coin.watchOnly
      ? []
      : [
          {
            label: 'Send',
            name: `Send ${label}`,
            disabled: receiveOnly,
            onSelect: () => navigate(coinPath(coin.id, true)),
          },
        ]),
    { label: 'Receive', name: `Receive ${label}`, onSelect: () => navigate(coinPath(coin.id)) },
    ...(address
      ? [{ label: 'Copy address', name: `Copy address of ${label}`, onSelect: () => copy(address) }]
      : []),
    ...(coin.type === 'coin'
      ? [
          {
            label: 'Addresses',
            name: `Addresses of ${label}`,
            onSelect: () => navigate(`/home/addresses/${coin.chainName}`),
          },
        ]
      : []),
    ...(p.reorderable
      ? [
          { label: 'Move up', disabled: !p.canMoveUp, onSelect: () => p.onMove('up') },
          { label: 'Move down', disabled: !p.canMoveDown, onSelect: () => p.onMove('down') },
        ]
      : []),
    {
      label: 'Hide',
      name: `Hide ${label}`,
      onSelect: () => toggle.mutate({ id: coin.id }, { onError: refused }),
    },
  ];

  const figures: AssetFigures = {
    coinId: coin.id,
    symbol: coin.symbol,
    chainDisplayName: coin.chainDisplayName,
    privacy: p.privacy,
    receiveOnly,
    balance: p.balance,
    fiat: p.fiat,
    currency: p.currency,
  };

  const onHandleKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' && p.canMoveUp) p.onMove('up');
    else if (e.key === 'ArrowDown' && p.canMoveDown) p.onMove('down');
    else return;
    e.preventDefault();
  };

  return (
    <li
      className={`coin-row${p.reorderable ? ' reorderable' : ''}${p.drag?.over ? ' drag-over' : ''}`}
      aria-current={coin.selected || undefined}
      data-coin-id={coin.id}
      onDragOver={p.drag?.onDragOver}
      onDrop={p.drag?.onDrop}
    >
      {p.reorderable && (
        <button
          type="button"
          className="drag-handle"
          aria-label={`Reorder ${label}`}
          aria-describedby="coin-reorder-help"
          disabled={!p.canMoveUp && !p.canMoveDown}
          draggable={p.drag !== undefined}
          onDragStart={p.drag?.onDragStart}
          onDragEnd={p.drag?.onDragEnd}
          onKeyDown={onHandleKey}
          data-reorder={coin.id}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
      )}
      <Link
        className="coin-open"
        to={coinPath(coin.id)}
        onClick={() => select.mutate({ id: coin.id }, { onError: refused })}
      >
        {/* the row's words are drawn for the eye; a screen reader hears them as this one sentence */}
        <span className="visually-hidden">{`Open ${label}${spoken(p)}`}</span>
        <CoinLogo coinId={coin.id} chainName={coin.chainName} symbol={coin.symbol} type={coin.type} />
        <span className="coin-ident" aria-hidden="true">
          <span className="coin-title">{title}</span>
          <small className="coin-sub">
            <span className="coin-symbol">{coin.symbol}</span>
            {coin.type === 'token' && <span> · {coin.chainDisplayName}</span>}
            {address ? (
              <span className="coin-address">
                {' · '}
                <span className="mono" title={address}>
                  {shortAddress(address)}
                </span>
              </span>
            ) : (
              p.displayAddress === '' && <span className="coin-address"> · No account yet</span>
            )}
          </small>
          {receiveOnly && <small className="coin-limit">Receive only: sending is not supported yet</small>}
        </span>
        <span aria-hidden="true" className="asset-cells">
          <PriceCell price={p.price} currency={p.currency} />
          <ChangeCell change={p.change} />
          <HoldingsCell {...figures} />
          <ValueCell {...figures} />
          <ShareCell share={p.share} privacy={p.privacy} />
        </span>
      </Link>
      <RowMenu label={`Actions for ${label}`} items={items} />
    </li>
  );
}

/** what the row shows, as words: balance and fiat, or why they are missing */
function spoken(p: CoinRowProps): string {
  const limit = p.coin.receiveOnly ? ', receive only' : '';
  const price = p.price && p.currency ? `, price ${formatPrice(p.price, p.currency)}` : '';
  const change = p.change ? `, ${formatChange(p.change).text} in 24 hours` : '';
  if (p.privacy) return `, balance hidden${price}${change}${limit}`;
  if (p.balance === undefined) return `, loading${limit}`;
  if (p.balance === null) return p.coin.receiveOnly ? limit : ', balance unavailable';
  const fiat = p.fiat && p.currency ? `, ${formatFiat(p.fiat, p.currency)}` : '';
  const share = p.share !== undefined ? `, ${shareText(p.share)} of the wallet` : '';
  return `, ${amountText(p.balance, p.coin.symbol, false)}${fiat}${change}${share}${limit}${price}`;
}

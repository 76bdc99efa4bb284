import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatUnits, parseUnits } from '../../../shared/amount';
import type { CallOutput } from '../../../shared/contract';
import { coinKey } from '../../../shared/catalogue/coinKey';
import { CoinLogo } from '../logos/CoinLogo';
import { Amount } from '../amounts/Amount';

type Overview = CallOutput<'coin.overview'>;

interface BalanceCardProps {
  overview: Overview;
  chainDisplayName: string;
  privacy: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  /** null: sending is not available; false: already on the send form */
  sendHref: string | null | false;
  /** the balance in the local currency, formatted; null: no price; undefined: loading */
  fiat: string | null | undefined;
  /** the staking page, where the coin's family offers staking */
  stakeHref?: string | null;
}

/** The coin's balance as main formatted it, the reason when it is missing, and the actions. */
export function BalanceCard({
  overview,
  chainDisplayName,
  privacy,
  refreshing,
  onRefresh,
  sendHref,
  fiat,
  stakeHref = null,
}: BalanceCardProps) {
  const { balance, symbol } = overview;
  // unspendable rows are part of the balance the chain holds back; the others are held outside it
  const held = overview.apart?.filter((a) => a.unspendable) ?? [];
  const outside = overview.apart?.filter((a) => !a.unspendable) ?? [];
  return (
    <section className="card balance-card" aria-label="Balance">
      <div className="row">
        <CoinLogo
          coinId={overview.coinId}
          chainName={overview.chainName}
          symbol={symbol}
          type={overview.coinId === coinKey(overview.chainName) ? 'coin' : 'token'}
          size="lg"
        />
        <div>
          <small>Balance on {chainDisplayName}</small>
          <p className="balance-value" data-testid="coin-balance">
            {balance === null && !privacy ? (
              <span title="Not available">—</span>
            ) : (
              <Amount value={balance ?? '0'} symbol={symbol} full privacy={privacy} />
            )}
          </p>
          {!privacy && balance !== null && fiat !== undefined && (
            <small
              className="coin-fiat"
              data-testid="coin-fiat"
              title={fiat === null ? 'No price available' : undefined}
            >
              {fiat === null ? '—' : `≈ ${fiat}`}
            </small>
          )}
        </div>
      </div>
      {!privacy && balance !== null && held.length > 0 && (
        <p className="coin-reserved" data-testid="coin-reserved">
          <small>
            {held.map((a) => (
              <Fragment key={a.label}>
                <Amount value={a.amount} symbol={symbol} full privacy={false} />
                {` ${a.label} ·`}{' '}
              </Fragment>
            ))}
            <Amount
              value={spendableOf(balance, held, overview.decimals)}
              symbol={symbol}
              full
              privacy={false}
            />{' '}
            spendable
          </small>
        </p>
      )}
      {!privacy && outside.length > 0 && (
        <dl className="coin-apart" data-testid="coin-apart">
          {outside.map((a) => (
            <div key={a.label}>
              <dt>{a.label}</dt>
              <dd>
                <Amount value={a.amount} symbol={symbol} full privacy={false} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {overview.notice && <p className="warning-line">{overview.notice}</p>}
      <div className="row balance-actions">
        {sendHref ? (
          <Link className="button" to={sendHref}>
            Send
          </Link>
        ) : (
          sendHref === null && (
            <button type="button" disabled>
              Send
            </button>
          )
        )}
        {stakeHref && (
          <Link className="button secondary" to={stakeHref}>
            Stake
          </Link>
        )}
        <button type="button" className="secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
    </section>
  );
}

/** balance − what the chain holds back, never below 0 (a reserve raised by the network can exceed an old balance) */
function spendableOf(balance: string, held: readonly { amount: string }[], decimals: number): string {
  const left = held.reduce((l, a) => l - parseUnits(a.amount, decimals), parseUnits(balance, decimals));
  return formatUnits(left > 0n ? left : 0n, decimals);
}

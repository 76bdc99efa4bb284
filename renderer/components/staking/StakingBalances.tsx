import type { CallOutput } from '../../../shared/contract';
import type { CoinPrice } from '../../hooks/useCoinPrice';
import { fiatOf } from '../../wallet/fiatOf';
import { Amount } from '../amounts/Amount';
import { usePrivacy } from '../../hooks/usePrivacy';

type Overview = CallOutput<'staking.overview'>;

/** Free to stake, staked (activating included), and the part still activating, which counts as pending. */
export function StakingBalances({
  overview,
  price,
  refreshing,
  onRefresh,
}: {
  overview: Overview;
  price: CoinPrice;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { symbol, liquid, staked, activating } = overview;
  const privacy = usePrivacy();
  const liquidFiat = privacy ? null : fiatOf(liquid, price);
  const stakedFiat = privacy ? null : (overview.fiatStaked ?? fiatOf(staked, price));
  return (
    <section className="card" aria-label="Staking balances">
      <dl className="details">
        <dt>Available</dt>
        <dd data-testid="staking-liquid">
          {liquid === null ? '—' : <Amount value={liquid} symbol={symbol} full privacy={privacy} />}
          {liquidFiat && <span className="hint"> ≈ {liquidFiat}</span>}
        </dd>
        <dt>Staked</dt>
        <dd data-testid="staking-staked">
          <Amount value={staked} symbol={symbol} full privacy={privacy} />
          {stakedFiat && <span className="hint"> ≈ {stakedFiat}</span>}
        </dd>
        {activating !== '0' && (
          <>
            <dt>Activating</dt>
            <dd data-testid="staking-activating">
              <Amount value={activating} symbol={symbol} full privacy={privacy} />{' '}
              <span className="badge badge-warning">Pending</span>
            </dd>
          </>
        )}
      </dl>
      {overview.notice && <p className="warning-line">{overview.notice}</p>}
      <div className="row balance-actions">
        <button type="button" className="secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
    </section>
  );
}

import type { StakePositionView } from '../../../shared/contract/staking';
import type { StakingAction } from '../../../shared/contract/txKinds';
import { shortAddress } from '../../wallet/shortAddress';
import { ACTION_WORDS, STATUS_WORDS } from './stakeWords';
import { Amount } from '../amounts/Amount';

/** A row's name by what it holds: coins at stake, votes cast with them, or a reward to claim. */
const ROW_WORDS: Record<StakePositionView['kind'], (name: string) => string> = {
  stake: (name) => `Stake with ${name}`,
  vote: (name) => `Voted for ${name}`,
  reward: () => 'Rewards to claim',
};

/** Each stake: its validator, amount and state, and what can be done with it now. */
export function PositionList({
  positions,
  symbol,
  busy,
  onAction,
}: {
  positions: StakePositionView[];
  symbol: string;
  busy: boolean;
  onAction: (action: StakingAction, position: StakePositionView) => void;
}) {
  return (
    <section className="card" aria-labelledby="positions-title">
      <h2 id="positions-title">Your stakes</h2>
      {positions.length === 0 ? (
        <p className="hint">Nothing staked yet.</p>
      ) : (
        <ul className="tx-list" aria-label="Stake positions">
          {positions.map((p) => {
            const name = p.kind === 'reward' ? 'Rewards' : (p.validatorName ?? shortAddress(p.validator));
            const status = STATUS_WORDS[p.status];
            return (
              <li key={p.id} className="tx-row stake-row" aria-label={ROW_WORDS[p.kind](name)}>
                <span className="coin-main">
                  <strong>{name}</strong>
                  <small className="mono" title={p.id}>
                    {shortAddress(p.id)}
                  </small>
                </span>
                <Amount className="tx-amount" value={p.amount} symbol={symbol} full />
                <span className={status.badge} data-status={p.status}>
                  {status.label}
                </span>
                <span className="pending-actions">
                  {p.actions.map((a) => (
                    <button
                      key={a}
                      type="button"
                      className="secondary small"
                      disabled={busy}
                      aria-label={`${ACTION_WORDS[a].button} ${p.amount} ${symbol} from ${name}`}
                      onClick={() => onAction(a, p)}
                    >
                      {ACTION_WORDS[a].button}
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

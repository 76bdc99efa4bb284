import { useId, useMemo, useState } from 'react';
import type { StakingOpForm, ValidatorView, VotingView } from '../../../shared/contract/staking';
import {
  addVote,
  removeVote,
  setVote,
  totalVotes,
  voteEntries,
  VOTE_STEP,
  type Votes,
} from '../../../shared/staking/voteRules';
import { shortAddress } from '../../wallet/shortAddress';
import { percent } from './stakeWords';
import { VALIDATORS_SHOWN } from './ValidatorPicker';

/**
 * Votes cast with staked power (Tron): ±5 per validator and direct entry, held to the spec's
 * rules (shared/staking/voteRules), and the derived total against the power. The chain replaces
 * every earlier vote with what is cast, so the panel starts from the votes cast now.
 */
export function VotePanel({
  voting,
  validators,
  busy,
  onReview,
}: {
  voting: VotingView;
  validators: ValidatorView[];
  busy: boolean;
  onReview: (op: StakingOpForm) => void;
}) {
  const id = useId();
  const { power, powerName } = voting;
  const [votes, setVotes] = useState<Votes>(() =>
    Object.fromEntries(voting.votes.map((v) => [v.validator, v.count])),
  );
  const [query, setQuery] = useState('');
  const total = totalVotes(votes);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const hits =
      q === ''
        ? validators
        : validators.filter((v) => v.name.toLowerCase().includes(q) || v.address.toLowerCase().includes(q));
    return hits.slice(0, VALIDATORS_SHOWN);
  }, [validators, query]);
  const cast = voteEntries(votes).filter((e) => e.count > 0);
  return (
    <form
      className="card vote-panel"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (cast.length > 0) onReview({ action: 'vote', votes: cast });
      }}
    >
      <h2 id={`${id}-title`}>Vote</h2>
      <p className="hint">
        Each staked coin is one vote; a new vote replaces all earlier ones. Steps of {VOTE_STEP}.
      </p>
      <p data-testid="vote-total" className="vote-total">
        Total votes: <strong>{total}</strong> of {power} {powerName}
      </p>
      {power === 0 && <p className="hint">Stake first: votes come from staked coins.</p>}
      <label className="field" htmlFor={`${id}-search`}>
        Search validators
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        placeholder="Name or address"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="vote-list" aria-label="Validators to vote for">
        {shown.map((v) => {
          const mine = votes[v.address] ?? 0;
          return (
            <li key={v.address} className="vote-row" aria-label={v.name}>
              <span className="coin-main">
                <strong>{v.name}</strong>
                <small className="mono" title={v.address}>
                  {shortAddress(v.address)}
                </small>
              </span>
              <small>Votes {v.activatedStake ?? '—'}</small>
              <small>APR {percent(v.apy)}</small>
              <span className="vote-controls">
                <button
                  type="button"
                  className="secondary small"
                  aria-label={`${VOTE_STEP} fewer votes for ${v.name}`}
                  disabled={mine === 0}
                  onClick={() => setVotes((cur) => removeVote(cur, v.address))}
                >
                  −{VOTE_STEP}
                </button>
                <input
                  className="vote-count"
                  inputMode="numeric"
                  aria-label={`Votes for ${v.name}`}
                  value={String(mine)}
                  onChange={(e) => {
                    const text = e.target.value;
                    setVotes((cur) => setVote(cur, v.address, text, power));
                  }}
                />
                <button
                  type="button"
                  className="secondary small"
                  aria-label={`${VOTE_STEP} more votes for ${v.name}`}
                  disabled={total >= power}
                  onClick={() => setVotes((cur) => addVote(cur, v.address, power))}
                >
                  +{VOTE_STEP}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 && <p className="hint">No validator matches.</p>}
      <button type="submit" disabled={busy || cast.length === 0}>
        Review votes
      </button>
    </form>
  );
}

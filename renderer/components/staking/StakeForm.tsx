import { useId, useState } from 'react';
import { AMOUNT_PATTERN } from '../../../shared/contract/transfers';
import type { StakingOpForm, ValidatorView } from '../../../shared/contract/staking';
import { ValidatorPicker } from './ValidatorPicker';

/** Why the amount cannot be staked as typed; null when it can be quoted. */
export function stakeAmountProblem(amount: string): string | null {
  const a = amount.trim();
  if (a === '') return null;
  if (!AMOUNT_PATTERN.test(a)) return 'Enter an amount like 0.5';
  if (/^0(\.0*)?$/.test(a)) return 'Enter an amount above zero';
  return null;
}

/** Choose a validator and an amount; main quotes it for the review. */
export function StakeForm({
  symbol,
  liquid,
  validators,
  loadingValidators,
  validatorsError,
  onReview,
}: {
  symbol: string;
  liquid: string | null;
  validators: ValidatorView[];
  loadingValidators: boolean;
  validatorsError: string | null;
  onReview: (op: StakingOpForm) => void;
}) {
  const id = useId();
  const [validator, setValidator] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const problem = stakeAmountProblem(amount);
  const ready = validator !== null && amount.trim() !== '' && problem === null;
  return (
    <form
      className="card stake-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onReview({ action: 'stake', amount: amount.trim(), validator });
      }}
    >
      <h2 id={`${id}-title`}>Stake {symbol}</h2>
      {loadingValidators && <div className="spinner" aria-label="Loading validators" />}
      {validatorsError && (
        <p className="error-text" role="alert">
          {validatorsError}
        </p>
      )}
      {validators.length > 0 && (
        <ValidatorPicker validators={validators} selected={validator} onSelect={setValidator} />
      )}
      <div className="row">
        <label className="field grow" htmlFor={`${id}-amount`}>
          Amount ({symbol})
        </label>
      </div>
      <div className="row">
        <input
          id={`${id}-amount`}
          className="grow"
          inputMode="decimal"
          value={amount}
          placeholder={`0 ${symbol}`}
          autoComplete="off"
          onChange={(e) => setAmount(e.target.value)}
        />
        <button
          type="button"
          className="secondary small"
          disabled={liquid === null}
          onClick={() => liquid !== null && setAmount(liquid)}
        >
          Max
        </button>
      </div>
      {liquid !== null && (
        <p className="hint">
          Available: {liquid} {symbol}. The network fee is paid from it too.
        </p>
      )}
      {problem && <p className="error-text">{problem}</p>}
      {validator === null && validators.length > 0 && <p className="hint">Choose a validator.</p>}
      <button type="submit" disabled={!ready}>
        Review
      </button>
    </form>
  );
}

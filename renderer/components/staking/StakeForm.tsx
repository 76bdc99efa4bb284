import { useId, useState } from 'react';
import { AMOUNT_PATTERN } from '../../../shared/contract/transfers';
import type { StakingOpForm, ValidatorView } from '../../../shared/contract/staking';
import { ValidatorPicker } from './ValidatorPicker';
import { Amount } from '../amounts/Amount';

/** Why the amount cannot be staked as typed; null when it can be quoted. */
export function stakeAmountProblem(amount: string): string | null {
  const a = amount.trim();
  if (a === '') return null;
  if (!AMOUNT_PATTERN.test(a)) return 'Enter an amount like 0.5';
  if (/^0(\.0*)?$/.test(a)) return 'Enter an amount above zero';
  return null;
}

type Resource = 'ENERGY' | 'BANDWIDTH';
const RESOURCE_WORDS: Record<Resource, string> = { ENERGY: 'Energy', BANDWIDTH: 'Bandwidth' };

/**
 * Choose a validator and an amount, or, where the family stakes for a resource instead (Tron),
 * the resource; main quotes it for the review.
 */
export function StakeForm({
  symbol,
  liquid,
  validators,
  resources,
  loadingValidators,
  validatorsError,
  onReview,
}: {
  symbol: string;
  liquid: string | null;
  validators: ValidatorView[];
  /** given: the stake is for one of these resources, and no validator is chosen */
  resources?: Resource[] | undefined;
  loadingValidators: boolean;
  validatorsError: string | null;
  onReview: (op: StakingOpForm) => void;
}) {
  const id = useId();
  const [validator, setValidator] = useState<string | null>(null);
  const [resource, setResource] = useState<Resource | null>(resources?.[0] ?? null);
  const [amount, setAmount] = useState('');
  const problem = stakeAmountProblem(amount);
  const forResource = resources !== undefined;
  const target = forResource ? resource : validator;
  const ready = target !== null && amount.trim() !== '' && problem === null;
  return (
    <form
      className="card stake-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        if (forResource && resource) onReview({ action: 'stake', amount: amount.trim(), resource });
        else if (validator) onReview({ action: 'stake', amount: amount.trim(), validator });
      }}
    >
      <h2 id={`${id}-title`}>Stake {symbol}</h2>
      {forResource ? (
        <fieldset className="choice">
          <legend>Stake for</legend>
          {resources.map((r) => (
            <label key={r} className="check-row">
              <input
                type="radio"
                name={`${id}-resource`}
                value={r}
                checked={resource === r}
                onChange={() => setResource(r)}
              />
              {RESOURCE_WORDS[r]}
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          {loadingValidators && <div className="spinner" aria-label="Loading validators" />}
          {validatorsError && (
            <p className="error-text" role="alert">
              {validatorsError}
            </p>
          )}
          {validators.length > 0 && (
            <ValidatorPicker validators={validators} selected={validator} onSelect={setValidator} />
          )}
        </>
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
          Available: <Amount value={liquid} symbol={symbol} full />. The network fee is paid from it too.
        </p>
      )}
      {problem && <p className="error-text">{problem}</p>}
      {!forResource && validator === null && validators.length > 0 && (
        <p className="hint">Choose a validator.</p>
      )}
      <button type="submit" disabled={!ready}>
        Review
      </button>
    </form>
  );
}

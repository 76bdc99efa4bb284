import { useId, useMemo, useState } from 'react';
import type { ValidatorView } from '../../../shared/contract/staking';
import { shortAddress } from '../../wallet/shortAddress';
import { percent } from './stakeWords';

/** A chain has hundreds of validators: the list shows this many, and the search narrows it. */
export const VALIDATORS_SHOWN = 50;

/** Validators in the order the family gave them (best first), searchable by name or address. */
export function ValidatorPicker({
  validators,
  selected,
  onSelect,
}: {
  validators: ValidatorView[];
  selected: string | null;
  onSelect: (address: string) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q === ''
      ? validators
      : validators.filter((v) => v.name.toLowerCase().includes(q) || v.address.toLowerCase().includes(q));
  }, [validators, query]);
  const shown = matches.slice(0, VALIDATORS_SHOWN);
  return (
    <div className="validator-picker">
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
      <div className="catalogue-list validator-list" role="radiogroup" aria-label="Validators">
        {shown.map((v) => (
          <button
            key={v.address}
            type="button"
            role="radio"
            aria-checked={selected === v.address}
            aria-label={v.name}
            className={`catalogue-row validator-row${selected === v.address ? ' selected' : ''}`}
            onClick={() => onSelect(v.address)}
          >
            <span className="coin-main">
              <span className="coin-symbol">{v.name}</span>
              <small className="mono">{shortAddress(v.address)}</small>
            </span>
            <small>Commission {percent(v.commission)}</small>
            <small>APY {percent(v.apy)}</small>
          </button>
        ))}
      </div>
      {shown.length === 0 && <p className="hint">No validator matches.</p>}
      {matches.length > shown.length && (
        <p className="hint">
          Showing {shown.length} of {matches.length}; search to narrow the list.
        </p>
      )}
    </div>
  );
}

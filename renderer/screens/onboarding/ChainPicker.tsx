import { useId, useMemo, useState } from 'react';
import { CHAINS } from '../../../shared/chains/registry';

const CHAIN_OPTIONS = [...CHAINS.values()]
  .map((c) => ({ name: c.name, label: `${c.displayName} (${c.symbol})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The chain of a one-chain wallet (an imported key, a watched account): a filter and a select. */
export function ChainPicker({ value, onChange }: { value: string; onChange: (chainName: string) => void }) {
  const selectId = useId();
  const [filter, setFilter] = useState('');
  const options = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const found = q ? CHAIN_OPTIONS.filter((o) => o.label.toLowerCase().includes(q)) : CHAIN_OPTIONS;
    // The chosen chain stays listed so the select never shows a value it does not offer.
    return found.some((o) => o.name === value)
      ? found
      : [...CHAIN_OPTIONS.filter((o) => o.name === value), ...found];
  }, [filter, value]);
  return (
    <>
      <label className="field">
        Find a chain
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Type to narrow the list"
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <div className="field">
        <label htmlFor={selectId}>Chain</label>
        <select id={selectId} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.name} value={o.name}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

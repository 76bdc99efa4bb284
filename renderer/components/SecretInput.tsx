import { useId, useState } from 'react';

interface SecretInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  autoFocus?: boolean;
  hint?: string;
}

/**
 * A hidden field with a Show toggle, for keys and passwords. Never spell-checked or
 * auto-capitalised: those send typed text to dictionaries and change what the user meant.
 */
export function SecretInput({
  label,
  value,
  onChange,
  autoComplete = 'off',
  autoFocus,
  hint,
}: SecretInputProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="secret-input">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          autoFocus={autoFocus}
          className="mono-input"
        />
        <button
          type="button"
          className="secondary"
          aria-pressed={shown}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint && <small>{hint}</small>}
    </div>
  );
}

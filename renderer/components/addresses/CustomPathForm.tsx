import { useId, useState } from 'react';
import { useAddCustomAddress } from '../../hooks/useAddressesMutations';
import { useToast } from '../../state/toasts';
import { shortAddress } from '../../wallet/shortAddress';

/** A user-chosen derivation path; main checks it and says why it refuses, under the field. */
export function CustomPathForm({ chainName, example }: { chainName: string; example: string }) {
  const add = useAddCustomAddress();
  const toast = useToast();
  const [path, setPath] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (path.trim() === '' || add.isPending) return;
    setError(null);
    add.mutate(
      { chainName, path: path.trim() },
      {
        onSuccess: ({ address }) => {
          setPath('');
          toast.show('success', 'Custom address added', shortAddress(address));
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <form className="custom-path-form" onSubmit={submit} aria-labelledby="custom-path-title">
      <h3 id="custom-path-title">Add a custom path</h3>
      <label className="field">
        Derivation path
        <input
          className="mono-input"
          value={path}
          placeholder={example}
          maxLength={128}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setPath(e.target.value);
            setError(null);
          }}
        />
        <small>For example {example}. Hardened levels end with an apostrophe.</small>
      </label>
      {error && (
        <p className="error-text" id={errorId} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="secondary" disabled={path.trim() === '' || add.isPending}>
        {add.isPending ? 'Adding…' : 'Add custom path'}
      </button>
    </form>
  );
}

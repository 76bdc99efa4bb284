import { API_KEY_PROVIDERS } from '../../../shared/chains/apiKeys';
import type { Settings } from '../../../shared/contract/settings';
import { useUpdateSettings } from '../../hooks/useSettings';
import { useToast } from '../../state/toasts';

/**
 * The user's own explorer keys: the wallet works without them (free tiers first), they only
 * add keyed tiers. Saved on blur; they take effect on the next request. One row per provider
 * of shared/chains/apiKeys.ts.
 */
export function ApiKeysCard({ keys }: { keys: Settings['apiKeys'] }) {
  const update = useUpdateSettings();
  const toast = useToast();
  return (
    <div className="card">
      <h2>API keys</h2>
      <p className="hint">Optional. Free tiers are used first; your keys are tried when they are busy.</p>
      {API_KEY_PROVIDERS.map((f) => (
        <label className="setting-row" key={f.id}>
          <span>
            {f.label}
            <small>{f.hint}</small>
          </span>
          <input
            className="mono"
            defaultValue={keys[f.id]}
            key={keys[f.id]}
            aria-label={`${f.label} API key`}
            autoComplete="off"
            spellCheck={false}
            onBlur={(e) => {
              if (e.target.value === keys[f.id]) return;
              update.mutate(
                { apiKeys: { [f.id]: e.target.value.trim() } },
                { onError: (err) => toast.show('error', 'Key not saved', err.message) },
              );
            }}
          />
        </label>
      ))}
    </div>
  );
}

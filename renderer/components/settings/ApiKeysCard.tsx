import type { Settings } from '../../../shared/contract/settings';
import { useUpdateSettings } from '../../hooks/useSettings';
import { useToast } from '../../state/toasts';

const FIELDS: { key: keyof Settings['apiKeys']; label: string; hint: string }[] = [
  {
    key: 'etherscan',
    label: 'Etherscan',
    hint: 'EVM history after the free tier; several keys, comma-separated',
  },
  { key: 'oklink', label: 'OKLink', hint: 'EthereumPoW history' },
  { key: 'blockcypher', label: 'BlockCypher token', hint: 'Bitcoin, Litecoin, Dogecoin' },
  { key: 'blockchair', label: 'Blockchair key', hint: 'Bitcoin family fallback' },
  { key: 'blockdaemon', label: 'Blockdaemon key', hint: 'Bitcoin family, last fallback' },
  {
    key: 'coinmarketcap',
    label: 'CoinMarketCap',
    hint: 'Fiat prices; without a key the keyless default source is used',
  },
];

/**
 * The user's own explorer keys: the wallet works without them (free tiers first), they only
 * add keyed tiers. Saved on blur; they take effect on the next request.
 */
export function ApiKeysCard({ keys }: { keys: Settings['apiKeys'] }) {
  const update = useUpdateSettings();
  const toast = useToast();
  return (
    <div className="card">
      <h2>API keys</h2>
      <p className="hint">Optional. Free tiers are used first; your keys are tried when they are busy.</p>
      {FIELDS.map((f) => (
        <label className="setting-row" key={f.key}>
          <span>
            {f.label}
            <small>{f.hint}</small>
          </span>
          <input
            className="mono"
            defaultValue={keys[f.key]}
            key={keys[f.key]}
            aria-label={`${f.label} API key`}
            autoComplete="off"
            spellCheck={false}
            onBlur={(e) => {
              if (e.target.value === keys[f.key]) return;
              update.mutate(
                { apiKeys: { [f.key]: e.target.value.trim() } },
                { onError: (err) => toast.show('error', 'Key not saved', err.message) },
              );
            }}
          />
        </label>
      ))}
    </div>
  );
}

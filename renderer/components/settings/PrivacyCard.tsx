import '../../styles/privacy.css';
import { useState } from 'react';
import { TOR_PROXY } from '../../../shared/net/proxyUrl';
import { IP_NOTE, OUTSIDE_SERVICES } from '../../../shared/privacy/outsideHosts';
import type { OptionalFeatures } from '../../../shared/contract/settings';
import { useSettings, useUpdateSettings } from '../../hooks/useSettings';

/** Each optional feature's switch: what it does, and who stops learning what when it is off. */
const FEATURE_SWITCHES: readonly { id: keyof OptionalFeatures; label: string; off: string }[] = [
  {
    id: 'prices',
    label: 'Fiat prices and charts',
    off: 'Off: no market-data provider is asked, so none learns which coins you hold.',
  },
  { id: 'news', label: 'News', off: 'Off: the news feed is not fetched.' },
  {
    id: 'updateCheck',
    label: 'Check for updates',
    off: 'Off: the update feed is not asked, so it does not learn the app runs here.',
  },
  {
    id: 'remoteIcons',
    label: 'Dapp icons',
    off: 'Off: a WalletConnect dapp’s icon is not fetched from its host. Coin and token logos are part of the app and never fetched.',
  },
];

/**
 * Settings → Privacy: the one proxy every outside connection of the app goes through (SOCKS5
 * with names resolved by the proxy, or HTTP CONNECT; "Use Tor" fills in Tor's port), and who
 * learns what: each outside service from the shared table the app's providers are checked against.
 */
export function PrivacyCard({ proxy, hideNftMedia }: { proxy: string; hideNftMedia: boolean }) {
  const update = useUpdateSettings();
  const current = useSettings().data;
  const features = current?.features;
  const hasLogin = current?.proxyLogin === true;
  const [draft, setDraft] = useState(proxy);
  const [error, setError] = useState<string | null>(null);

  const save = (value: string) => {
    setDraft(value);
    setError(null);
    // once saved, the field shows what main kept: host and port, never the login typed in
    update.mutate(
      { proxy: value },
      { onSuccess: (saved) => setDraft(saved.proxy), onError: (e) => setError(e.message) },
    );
  };

  return (
    <div className="card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <label className="setting-row">
        <span>
          Proxy
          <small>
            socks5h://host:port (SOCKS5, names resolved by the proxy) or http://host:port (HTTP CONNECT);
            user:pass@ before the host if the proxy wants a login (kept only encrypted, never shown again)
          </small>
        </span>
        <input
          className="mono"
          value={draft}
          placeholder={TOR_PROXY}
          aria-label="Proxy URL"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setDraft(e.target.value)}
        />
      </label>
      <div className="row privacy-actions">
        <button type="button" onClick={() => save(draft.trim())} disabled={draft.trim() === proxy}>
          Save proxy
        </button>
        <button type="button" onClick={() => save(TOR_PROXY)}>
          Use Tor
        </button>
        <button type="button" className="secondary" onClick={() => save('')} disabled={proxy === ''}>
          No proxy
        </button>
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <p className="hint" data-testid="proxy-status">
        {proxy
          ? `Every outside connection goes through ${proxy}${hasLogin ? ' with your saved login' : ''}. If it is down, requests fail; nothing goes direct.`
          : 'Outside connections go directly from this computer: each service sees your IP address.'}
      </p>
      <label className="setting-row">
        <span>
          Hide NFT media
          <small>No NFT image is fetched: its host cannot learn which NFTs you look at.</small>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={hideNftMedia}
          onChange={(e) =>
            update.mutate({ hideNftMedia: e.target.checked }, { onError: (err) => setError(err.message) })
          }
        />
      </label>
      {features &&
        FEATURE_SWITCHES.map((f) => (
          <label className="setting-row" key={f.id}>
            <span>
              {f.label}
              <small>{f.off}</small>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-label={f.label}
              checked={features[f.id]}
              onChange={(e) =>
                update.mutate(
                  { features: { [f.id]: e.target.checked } },
                  { onError: (err) => setError(err.message) },
                )
              }
            />
          </label>
        ))}
      <h3>Who learns what</h3>
      <ul className="privacy-hosts" aria-label="Outside services">
        {OUTSIDE_SERVICES.map((s) => (
          <li key={s.id}>
            <strong>{s.label}</strong>
            <small>{s.when}</small>
            <ul>
              {s.learns.map((l) => (
                <li key={l}>{l}</li>
              ))}
              <li>{proxy ? 'Your proxy’s IP address, not yours' : IP_NOTE}</li>
            </ul>
            {s.calls && (
              <dl className="privacy-calls" aria-label={`Requests to the ${s.label.toLowerCase()}`}>
                {s.calls.map((c) => (
                  <div key={c.call}>
                    <dt className="mono">{c.call}</dt>
                    <dd>
                      {c.when}. Sends: {c.sends}.
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {s.domains.length > 0 ? (
              <details>
                <summary>
                  {s.domains.length} {s.domains.length === 1 ? 'domain' : 'domains'}
                </summary>
                <p className="mono">{s.domains.join(', ')}</p>
              </details>
            ) : (
              <small>Set by this build; none by default</small>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

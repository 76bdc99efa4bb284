import '../../styles/privacy.css';
import { useState } from 'react';
import { TOR_PROXY } from '../../../shared/net/proxyUrl';
import { IP_NOTE, OUTSIDE_SERVICES } from '../../../shared/privacy/outsideHosts';
import { useUpdateSettings } from '../../hooks/useSettings';

/**
 * Settings → Privacy: the one proxy every outside connection of the app goes through (SOCKS5
 * with names resolved by the proxy, or HTTP CONNECT; "Use Tor" fills in Tor's port), and who
 * learns what: each outside service from the shared table the app's providers are checked against.
 */
export function PrivacyCard({ proxy, hideNftMedia }: { proxy: string; hideNftMedia: boolean }) {
  const update = useUpdateSettings();
  const [draft, setDraft] = useState(proxy);
  const [error, setError] = useState<string | null>(null);

  const save = (value: string) => {
    setDraft(value);
    setError(null);
    update.mutate({ proxy: value }, { onError: (e) => setError(e.message) });
  };

  return (
    <div className="card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <label className="setting-row">
        <span>
          Proxy
          <small>
            socks5h://host:port (SOCKS5, names resolved by the proxy) or http://host:port (HTTP CONNECT)
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
          ? `Every outside connection goes through ${proxy}. If it is down, requests fail; nothing goes direct.`
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

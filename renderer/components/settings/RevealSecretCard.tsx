import { useState } from 'react';
import { useReveal, type RevealedSecret } from '../../hooks/useReveal';
import { useWallets } from '../../hooks/useWallets';
import { PhraseGrid } from '../backup/PhraseGrid';

/**
 * Shows the current wallet's recovery phrase (or key) after the password is typed again.
 * The secret lives in this card's state only: Hide, leaving the screen or locking drops it.
 */
export function RevealSecretCard() {
  const { data } = useWallets();
  const reveal = useReveal();
  const [password, setPassword] = useState('');
  const [secret, setSecret] = useState<RevealedSecret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wallet = data?.wallets[data.currentWalletIndex];
  // a watch-only wallet has no phrase or key to show
  if (!wallet || wallet.kind === 'watch') return null;
  const what = wallet.kind === 'phrase' ? 'recovery phrase' : 'private key';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setError(null);
    try {
      setSecret(await reveal(wallet.id, password));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="reveal-title">
      <h2 id="reveal-title">Reveal {what}</h2>
      <p className="hint">For “{wallet.name}”. Anyone who sees it can take the funds of this wallet.</p>
      {secret ? (
        <>
          <p className="warning-box" role="alert">
            Make sure nobody can see your screen. Never share this {what} with anyone, including support.
          </p>
          {secret.kind === 'phrase' ? (
            <>
              <PhraseGrid words={secret.phrase.split(' ')} />
              {secret.hasPassphrase && (
                <p className="hint">This wallet also uses a BIP39 passphrase, which is not shown here.</p>
              )}
            </>
          ) : (
            <p className="mono secret-box">{secret.privateKey}</p>
          )}
          <button type="button" className="secondary" onClick={() => setSecret(null)}>
            Hide
          </button>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <label className="field">
            Password
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
          <button type="submit" disabled={!password || busy}>
            {busy ? 'Checking…' : `Reveal ${what}`}
          </button>
        </form>
      )}
    </section>
  );
}

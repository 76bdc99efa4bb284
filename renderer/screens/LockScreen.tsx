import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRefreshSignerStatus, useSignerStatus } from '../hooks/useSignerStatus';
import { useUnlock } from '../hooks/useUnlock';
import { unlockReportAtom } from '../state/unlockReport';

/** Locked: one password field. Main's text (wrong password, wait N s) is shown as it is. */
export function LockScreen() {
  const { data: status } = useSignerStatus();
  const unlock = useUnlock();
  const refresh = useRefreshSignerStatus();
  const navigate = useNavigate();
  const showReport = useSetAtom(unlockReportAtom);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  if (status?.state === 'ready' && !status.hasVault) return <Navigate to="/onboarding" replace />;
  // Already open (another tab unlocked, or a reload): main would accept any password here.
  if (status?.state === 'ready' && !status.locked && !unlock.isPending)
    return <Navigate to="/home" replace />;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!password || unlock.isPending) return;
    setError(null);
    unlock.mutate(
      { password },
      {
        onSuccess: async (data) => {
          setPassword('');
          // a vault restored from an older save, or journal records lost: told before anything else
          if (data.report) showReport(data.report);
          await refresh();
          navigate('/home', { replace: true });
        },
        onError: (err) => {
          setError(err.message);
          setPassword('');
          input.current?.focus();
        },
      },
    );
  };

  return (
    <main className="centered">
      <form className="card onboarding" onSubmit={submit}>
        <div className="brand large">
          <span className="brand-mark" aria-hidden="true" />
          Vault Wallet
        </div>
        <h1>Locked</h1>
        <p className="lead">Enter your password to unlock your wallets.</p>
        <label className="field">
          Password
          <input
            type="password"
            autoComplete="current-password"
            autoFocus
            ref={input}
            value={password}
            aria-invalid={error !== null}
            aria-describedby={error ? 'unlock-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p id="unlock-error" className="error-text" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={!password || unlock.isPending}>
          {unlock.isPending ? 'Unlocking…' : 'Unlock'}
        </button>
      </form>
    </main>
  );
}

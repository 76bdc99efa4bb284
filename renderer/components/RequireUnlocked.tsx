import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignerStatus } from '../hooks/useSignerStatus';

/** The unlocked routes: the lock screen while locked, onboarding while there is no vault. */
export function RequireUnlocked({ children }: { children: ReactNode }) {
  const { data, error } = useSignerStatus();
  if (error) return <div className="centered error-text">{error.message}</div>;
  // A signer coming back says 'no vault' until it is ready: wait rather than send the user to onboarding.
  if (!data || data.state !== 'ready')
    return (
      <div className="centered">
        <div className="spinner" aria-label="Loading" />
      </div>
    );
  if (!data.hasVault) return <Navigate to="/onboarding" replace />;
  if (data.locked) return <Navigate to="/lock" replace />;
  return <>{children}</>;
}

import { Navigate } from 'react-router';
import { useSignerStatus } from '../hooks/useSignerStatus';

/** Where the app opens: onboarding without a vault, the lock screen while locked, else home. */
export function RootRedirect() {
  const { data, error } = useSignerStatus();
  if (error) return <div className="centered error-text">{error.message}</div>;
  if (!data)
    return (
      <div className="centered">
        <div className="spinner" aria-label="Starting" />
      </div>
    );
  if (!data.hasVault) return <Navigate to="/onboarding" replace />;
  return <Navigate to={data.locked ? '/lock' : '/home'} replace />;
}

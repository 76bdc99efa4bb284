import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useOnboardingMode } from './useOnboardingMode';

interface OnboardingFrameProps {
  children: ReactNode;
  /** where "Back" leads; the welcome page has none */
  back?: string;
  /** set once a wallet exists mid-flow (the backup step), so a new status does not redirect */
  keepMounted?: boolean;
}

/** The card every onboarding step sits in; adding a wallet from inside the app reuses it. */
export function OnboardingFrame({ children, back, keepMounted }: OnboardingFrameProps) {
  const mode = useOnboardingMode();
  if (mode.kind === 'locked' && !keepMounted) return <Navigate to="/lock" replace />;
  return (
    <main className="centered">
      <div className="card onboarding">
        <div className="onboarding-top">
          <div className="brand large">
            <span className="brand-mark" aria-hidden="true" />
            Vault Wallet
          </div>
          {mode.kind === 'add' && !keepMounted && (
            <Link className="button secondary small" to="/home">
              Cancel
            </Link>
          )}
        </div>
        {mode.kind === 'loading' ? (
          <div className="spinner" aria-label="Loading" />
        ) : (
          <>
            {back && !keepMounted && (
              <Link className="back-link" to={back}>
                ← Back
              </Link>
            )}
            {children}
          </>
        )}
      </div>
    </main>
  );
}

import { useSignerStatus } from '../../hooks/useSignerStatus';

export type OnboardingMode =
  | { kind: 'loading' }
  /** no vault: the first wallet also sets the password */
  | { kind: 'first' }
  /** a vault, unlocked: adding another wallet, no password step */
  | { kind: 'add' }
  /** a vault, locked: unlock first */
  | { kind: 'locked' };

export function useOnboardingMode(): OnboardingMode {
  const { data } = useSignerStatus();
  if (!data || data.state !== 'ready') return { kind: 'loading' };
  if (!data.hasVault) return { kind: 'first' };
  return data.locked ? { kind: 'locked' } : { kind: 'add' };
}

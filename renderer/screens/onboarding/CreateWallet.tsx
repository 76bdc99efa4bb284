import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackupFlow } from '../../components/backup/BackupFlow';
import { useCreateWallet } from '../../hooks/useCreateWallet';
import { useRefreshSignerStatus } from '../../hooks/useSignerStatus';
import { useToast } from '../../state/toasts';
import { checkNewPassword } from '../../wallet/passwordStrength';
import { markBackupAsked } from '../../state/backupAsked';
import { useSetAtom } from 'jotai';
import { WalletFormFooter } from './WalletFormFooter';
import { OnboardingFrame } from './OnboardingFrame';
import { useOnboardingMode } from './useOnboardingMode';
import { useWalletAdded } from './useWalletAdded';

/** A new phrase: choose a password (first wallet only), create, then back it up or skip. */
export function CreateWallet() {
  const mode = useOnboardingMode();
  const first = mode.kind === 'first';
  const create = useCreateWallet();
  const refresh = useRefreshSignerStatus();
  const navigate = useNavigate();
  const toast = useToast();
  const markAsked = useSetAtom(markBackupAsked);
  const { error, failed, setError } = useWalletAdded();
  const [words, setWords] = useState<12 | 24>(12);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [replace, setReplace] = useState(false);
  const [created, setCreated] = useState<{ walletId: string; password?: string } | null>(null);

  if (created)
    return (
      <OnboardingFrame keepMounted>
        <BackupFlow
          walletId={created.walletId}
          {...(created.password !== undefined ? { password: created.password } : {})}
          onPasswordUsed={() => setCreated({ walletId: created.walletId })}
          onDone={() => {
            toast.show('success', 'Backup confirmed', 'Keep the paper copy somewhere safe.', {
              page: '/home',
            });
            navigate('/home', { replace: true });
          }}
          onSkip={() => {
            // Just skipped: asking again on arrival would only nag; it returns next session.
            markAsked(created.walletId);
            toast.show(
              'warning',
              'Not backed up yet',
              'You will be reminded until you confirm your phrase.',
              {
                page: '/home',
              },
            );
            navigate('/home', { replace: true });
          }}
        />
      </OnboardingFrame>
    );

  const passwordOk = first ? checkNewPassword(password, repeat).ok : !replace || password !== '';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!passwordOk || create.isPending) return;
    setError(null);
    create.mutate(first ? { words, password } : { words, ...(replace ? { replace, password } : {}) }, {
      onSuccess: async ({ walletId }) => {
        await refresh();
        // Keep the password only until the phrase is revealed with it, then it is dropped.
        setCreated(first ? { walletId, password } : { walletId });
        setPassword('');
        setRepeat('');
      },
      onError: failed,
    });
  };

  return (
    <OnboardingFrame back="/onboarding">
      <form onSubmit={submit}>
        <h1>Create a new wallet</h1>
        <fieldset className="choice">
          <legend>Recovery phrase length</legend>
          <label className="check-row">
            <input type="radio" name="words" checked={words === 12} onChange={() => setWords(12)} />
            12 words
          </label>
          <label className="check-row">
            <input type="radio" name="words" checked={words === 24} onChange={() => setWords(24)} />
            24 words
          </label>
        </fieldset>
        <WalletFormFooter
          first={first}
          password={password}
          repeat={repeat}
          onPasswords={(p, r) => {
            setPassword(p);
            setRepeat(r);
          }}
          replace={replace}
          onReplace={setReplace}
          error={error}
          ready={passwordOk}
          pending={create.isPending}
          label="Create wallet"
          pendingLabel="Creating…"
        />
      </form>
    </OnboardingFrame>
  );
}

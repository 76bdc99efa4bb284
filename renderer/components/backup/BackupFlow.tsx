import { useEffect, useRef, useState } from 'react';
import { useConfirmBackup } from '../../hooks/useConfirmBackup';
import { useReveal } from '../../hooks/useReveal';
import { PhraseConfirm } from './PhraseConfirm';
import { PhraseGrid } from './PhraseGrid';

interface BackupFlowProps {
  walletId: string;
  /** the password just chosen at creation; asked for when absent */
  password?: string;
  onDone: () => void;
  onSkip: () => void;
  /** called once the given password has been used, so the caller can drop it */
  onPasswordUsed?: () => void;
}

type Step = { kind: 'password' } | { kind: 'show'; words: string[] } | { kind: 'confirm'; words: string[] };

/**
 * Reveal → write down → confirm by picking. The phrase lives only in this component's state
 * and is gone when it unmounts (done, skipped, navigated away or locked).
 */
export function BackupFlow({ walletId, password, onDone, onSkip, onPasswordUsed }: BackupFlowProps) {
  const reveal = useReveal();
  const confirm = useConfirmBackup();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const open = async (pw: string) => {
    setBusy(true);
    setError(null);
    try {
      const secret = await reveal(walletId, pw);
      if (secret.kind !== 'phrase') {
        setError('This wallet was imported from a private key; it has no recovery phrase.');
        return;
      }
      setStep({ kind: 'show', words: secret.phrase.split(' ') });
      setTyped('');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // The password was just typed at creation: reveal at once, and only once.
  useEffect(() => {
    if (password === undefined || started.current) return;
    started.current = true;
    void open(password).finally(() => onPasswordUsed?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [password]);

  if (step.kind === 'password')
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void open(password ?? typed);
        }}
      >
        <h1>Back up your recovery phrase</h1>
        {password === undefined ? (
          <label className="field">
            Password
            <input
              type="password"
              autoComplete="current-password"
              value={typed}
              autoFocus
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
        ) : (
          busy && <div className="spinner" aria-label="Opening the phrase" />
        )}
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <div className="row">
          {(password === undefined || error) && (
            <button type="submit" disabled={busy || (password === undefined && typed === '')}>
              Show recovery phrase
            </button>
          )}
          <button type="button" className="secondary" onClick={onSkip}>
            Skip for now
          </button>
        </div>
      </form>
    );

  if (step.kind === 'show')
    return (
      <div>
        <h1>Your recovery phrase</h1>
        <p className="warning-box">
          Write these {step.words.length} words down on paper, in order, and keep them somewhere safe and
          offline. Anyone who sees them can take your funds. Never type them into a website, a chat or a
          screenshot.
        </p>
        <PhraseGrid words={step.words} />
        <div className="row">
          <button type="button" onClick={() => setStep({ kind: 'confirm', words: step.words })}>
            I wrote it down
          </button>
          <button type="button" className="secondary" onClick={onSkip}>
            Skip for now
          </button>
        </div>
      </div>
    );

  return (
    <div>
      <h1>Confirm your recovery phrase</h1>
      <PhraseConfirm
        words={step.words}
        busy={confirm.isPending}
        onBack={() => setStep({ kind: 'show', words: step.words })}
        onConfirmed={() =>
          confirm.mutate({ walletId }, { onSuccess: onDone, onError: (e) => setError(e.message) })
        }
      />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

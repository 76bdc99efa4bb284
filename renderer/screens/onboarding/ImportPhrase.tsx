import { useState } from 'react';
import { SecretInput } from '../../components/SecretInput';
import { useImportPhrase } from '../../hooks/useImportPhrase';
import { checkNewPassword } from '../../wallet/passwordStrength';
import { WalletFormFooter } from './WalletFormFooter';
import { OnboardingFrame } from './OnboardingFrame';
import { useOnboardingMode } from './useOnboardingMode';
import { useWalletAdded } from './useWalletAdded';

/** An existing BIP39 phrase; main checks the words and checksum and says what is wrong. */
export function ImportPhrase() {
  const first = useOnboardingMode().kind === 'first';
  const importPhrase = useImportPhrase();
  const { error, setError, succeeded, failed } = useWalletAdded();
  const [phrase, setPhrase] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [replace, setReplace] = useState(false);

  const ready =
    phrase.trim() !== '' && (first ? checkNewPassword(password, repeat).ok : !replace || password !== '');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || importPhrase.isPending) return;
    setError(null);
    importPhrase.mutate(
      {
        phrase,
        ...(passphrase ? { passphrase } : {}),
        ...(first ? { password } : replace ? { replace, password } : {}),
      },
      { onSuccess: () => succeeded('Wallet imported'), onError: failed },
    );
  };

  return (
    <OnboardingFrame back="/onboarding">
      <form onSubmit={submit}>
        <h1>Import a recovery phrase</h1>
        <label className="field">
          Recovery phrase
          <textarea
            rows={4}
            value={phrase}
            onChange={(e) => setPhrase(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className="mono-input"
            placeholder="12 or 24 words separated by spaces"
          />
        </label>
        <details className="advanced">
          <summary>Advanced</summary>
          <SecretInput
            label="BIP39 passphrase"
            value={passphrase}
            onChange={setPassphrase}
            hint="Only if this phrase was set up with an extra passphrase. A wrong one opens a different, empty wallet."
          />
        </details>
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
          ready={ready}
          pending={importPhrase.isPending}
          label="Import wallet"
          pendingLabel="Importing…"
        />
      </form>
    </OnboardingFrame>
  );
}

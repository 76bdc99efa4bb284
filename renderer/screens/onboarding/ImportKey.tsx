import { useState } from 'react';
import { SecretInput } from '../../components/SecretInput';
import { useImportKey } from '../../hooks/useImportKey';
import { checkNewPassword } from '../../wallet/passwordStrength';
import { ChainPicker } from './ChainPicker';
import { WalletFormFooter } from './WalletFormFooter';
import { OnboardingFrame } from './OnboardingFrame';
import { useOnboardingMode } from './useOnboardingMode';
import { useWalletAdded } from './useWalletAdded';

/** One private key for one chain: the wallet holds exactly that chain's coin. */
export function ImportKey() {
  const first = useOnboardingMode().kind === 'first';
  const importKey = useImportKey();
  const { error, setError, succeeded, failed } = useWalletAdded();
  const [chainName, setChainName] = useState('ethereum');
  const [privateKey, setPrivateKey] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [replace, setReplace] = useState(false);

  const ready =
    privateKey.trim() !== '' && (first ? checkNewPassword(password, repeat).ok : !replace || password !== '');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || importKey.isPending) return;
    setError(null);
    importKey.mutate(
      {
        chainName,
        privateKey: privateKey.trim(),
        ...(first ? { password } : replace ? { replace, password } : {}),
      },
      { onSuccess: () => succeeded('Wallet imported'), onError: failed },
    );
  };

  return (
    <OnboardingFrame back="/onboarding">
      <form onSubmit={submit}>
        <h1>Import a private key</h1>
        <ChainPicker value={chainName} onChange={setChainName} />
        <SecretInput
          label="Private key"
          value={privateKey}
          onChange={setPrivateKey}
          hint="The wallet will hold this chain's coin only."
        />
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
          pending={importKey.isPending}
          label="Import wallet"
          pendingLabel="Importing…"
        />
      </form>
    </OnboardingFrame>
  );
}

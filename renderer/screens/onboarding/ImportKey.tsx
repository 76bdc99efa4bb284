import { useId, useMemo, useState } from 'react';
import { CHAINS } from '../../../shared/chains/registry';
import { SecretInput } from '../../components/SecretInput';
import { useImportKey } from '../../hooks/useImportKey';
import { checkNewPassword } from '../../wallet/passwordStrength';
import { WalletFormFooter } from './WalletFormFooter';
import { OnboardingFrame } from './OnboardingFrame';
import { useOnboardingMode } from './useOnboardingMode';
import { useWalletAdded } from './useWalletAdded';

const CHAIN_OPTIONS = [...CHAINS.values()]
  .map((c) => ({ name: c.name, label: `${c.displayName} (${c.symbol})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** One private key for one chain: the wallet holds exactly that chain's coin. */
export function ImportKey() {
  const first = useOnboardingMode().kind === 'first';
  const importKey = useImportKey();
  const { error, setError, succeeded, failed } = useWalletAdded();
  const chainSelectId = useId();
  const [filter, setFilter] = useState('');
  const [chainName, setChainName] = useState('ethereum');
  const [privateKey, setPrivateKey] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [replace, setReplace] = useState(false);

  const options = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const found = q ? CHAIN_OPTIONS.filter((o) => o.label.toLowerCase().includes(q)) : CHAIN_OPTIONS;
    // The chosen chain stays listed so the select never shows a value it does not offer.
    return found.some((o) => o.name === chainName)
      ? found
      : [...CHAIN_OPTIONS.filter((o) => o.name === chainName), ...found];
  }, [filter, chainName]);

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
        <label className="field">
          Find a chain
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Type to narrow the list"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <div className="field">
          <label htmlFor={chainSelectId}>Chain</label>
          <select id={chainSelectId} value={chainName} onChange={(e) => setChainName(e.target.value)}>
            {options.map((o) => (
              <option key={o.name} value={o.name}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
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

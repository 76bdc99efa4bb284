import { useId, useMemo, useState } from 'react';
import { CHAINS } from '../../../shared/chains/registry';
import { useAddWatch } from '../../hooks/useAddWatch';
import { checkNewPassword } from '../../wallet/passwordStrength';
import { WalletFormFooter } from './WalletFormFooter';
import { OnboardingFrame } from './OnboardingFrame';
import { useOnboardingMode } from './useOnboardingMode';
import { useWalletAdded } from './useWalletAdded';

const CHAIN_OPTIONS = [...CHAINS.values()]
  .map((c) => ({ name: c.name, label: `${c.displayName} (${c.symbol})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

/**
 * A watch-only wallet: balances, history and receive of an account the user holds elsewhere
 * (a hardware wallet, another app), from public data only. Bitcoin-family chains take the
 * account's extended public key so every address is found; account chains take the address.
 */
export function AddWatch() {
  const first = useOnboardingMode().kind === 'first';
  const addWatch = useAddWatch();
  const { error, setError, succeeded, failed } = useWalletAdded();
  const chainSelectId = useId();
  const keyId = useId();
  const [filter, setFilter] = useState('');
  const [chainName, setChainName] = useState('bitcoin');
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [replace, setReplace] = useState(false);

  const options = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const found = q ? CHAIN_OPTIONS.filter((o) => o.label.toLowerCase().includes(q)) : CHAIN_OPTIONS;
    return found.some((o) => o.name === chainName)
      ? found
      : [...CHAIN_OPTIONS.filter((o) => o.name === chainName), ...found];
  }, [filter, chainName]);
  const byXpub = CHAINS.get(chainName)?.family === 'utxo';

  const ready =
    key.trim() !== '' && (first ? checkNewPassword(password, repeat).ok : !replace || password !== '');
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || addWatch.isPending) return;
    setError(null);
    addWatch.mutate(
      {
        chainName,
        key: key.trim(),
        ...(first ? { password } : replace ? { replace, password } : {}),
      },
      { onSuccess: () => succeeded('Watch-only wallet added'), onError: failed },
    );
  };

  return (
    <OnboardingFrame back="/onboarding">
      <form onSubmit={submit}>
        <h1>Watch a wallet</h1>
        <p className="lead">
          Follow balances and history without any key on this computer. A watch-only wallet cannot send.
        </p>
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
        <div className="field">
          <label htmlFor={keyId}>{byXpub ? 'Extended public key' : 'Address'}</label>
          <textarea
            id={keyId}
            rows={3}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <small className="hint">
            {byXpub
              ? 'The account’s xpub, ypub or zpub (or the chain’s own prefix, such as Ltub). Never paste a private key or phrase.'
              : 'Any address on this chain. Never paste a private key or phrase.'}
          </small>
        </div>
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
          pending={addWatch.isPending}
          label="Add watch-only wallet"
          pendingLabel="Adding…"
        />
      </form>
    </OnboardingFrame>
  );
}

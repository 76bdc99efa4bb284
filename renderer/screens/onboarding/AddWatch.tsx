import { useId, useState } from 'react';
import { capabilitiesOf } from '../../../shared/chains/capabilities';
import { useAddWatch } from '../../hooks/useAddWatch';
import { checkNewPassword } from '../../wallet/passwordStrength';
import { ChainPicker } from './ChainPicker';
import { WalletFormFooter } from './WalletFormFooter';
import { OnboardingFrame } from './OnboardingFrame';
import { useOnboardingMode } from './useOnboardingMode';
import { useWalletAdded } from './useWalletAdded';

/**
 * A watch-only wallet: balances, history and receive of an account the user holds elsewhere
 * (a hardware wallet, another app), from public data only. Bitcoin-family chains take the
 * account's extended public key so every address is found; account chains take the address.
 */
export function AddWatch() {
  const first = useOnboardingMode().kind === 'first';
  const addWatch = useAddWatch();
  const { error, setError, succeeded, failed } = useWalletAdded();
  const keyId = useId();
  const [chainName, setChainName] = useState('bitcoin');
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [replace, setReplace] = useState(false);

  const byXpub = capabilitiesOf(chainName).watchByAccountKey;

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
        <ChainPicker value={chainName} onChange={setChainName} />
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

import { PairForm } from '../components/walletconnect/PairForm';
import {
  useDisconnectAllWc,
  useDisconnectWc,
  useWcSessions,
} from '../components/walletconnect/useWalletConnect';
import { useToast } from '../state/toasts';

/** WalletConnect sessions per wallet: the dapp, its networks, accounts and expiry; disconnect one or all. */
export function ConnectedAppsScreen() {
  const sessions = useWcSessions();
  const disconnect = useDisconnectWc();
  const disconnectAll = useDisconnectAllWc();
  const toast = useToast();
  const fail = (e: Error) => toast.show('error', 'Could not disconnect', e.message);
  return (
    <section aria-labelledby="connected-apps-title">
      <h1 id="connected-apps-title">Connected apps</h1>
      <PairForm />
      {sessions.error && <p role="alert">{sessions.error.message}</p>}
      {sessions.data?.wallets.map((w) => (
        <section key={w.walletId} className="card" aria-label={w.walletName}>
          <div className="row">
            <h2>{w.walletName}</h2>
            {w.sessions.length > 1 && (
              <button
                className="secondary"
                onClick={() => disconnectAll.mutate({ walletId: w.walletId }, { onError: fail })}
              >
                Disconnect all
              </button>
            )}
          </div>
          {w.sessions.length === 0 && <p className="hint">No connected apps.</p>}
          <ul className="wc-sessions">
            {w.sessions.map((s) => (
              <li key={s.topic}>
                <strong>{s.dapp.name}</strong> <span className="mono">{s.dapp.url}</span>
                <div>Networks: {s.chains.join(', ')}</div>
                <div className="mono">
                  Accounts: {[...new Set(s.accounts.map((a) => a.split(':')[2]))].join(', ')}
                </div>
                <div>Expires: {new Date(s.expiresAt).toLocaleString()}</div>
                <button
                  className="secondary"
                  onClick={() => disconnect.mutate({ topic: s.topic }, { onError: fail })}
                >
                  Disconnect
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

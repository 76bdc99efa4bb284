import type { ReactNode } from 'react';
import { useMessagingStatus, useStartMessaging } from '../../hooks/useMessaging';
import { useSettings, useUpdateSettings } from '../../hooks/useSettings';
import { useToast } from '../../state/toasts';

/**
 * What stands before the conversations: Messaging off in Settings, a client starting, the
 * identity review (its dialog is open wherever the user is), a failed start; `children` once
 * the wallet's client is ready.
 */
export function MessagingGate({ walletId, children }: { walletId: string; children: ReactNode }) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const status = useMessagingStatus(walletId);
  const start = useStartMessaging();
  const toast = useToast();
  const s = status.data;
  const startHere = () =>
    start.mutate({ walletId }, { onError: (e) => toast.show('error', 'Messaging not started', e.message) });

  if (settings.data && !settings.data.chatsOptions)
    return (
      <div className="card messaging-off">
        <h2>Messaging is off</h2>
        <p>
          Message other wallet addresses over XMTP, end-to-end encrypted. Turning it on asks your wallet to
          sign a messaging identity once; new people who write to you appear as requests until you allow them.
        </p>
        <button
          onClick={() =>
            update.mutate(
              { chatsOptions: true },
              { onError: (e) => toast.show('error', 'Settings not saved', e.message) },
            )
          }
        >
          Turn on messaging
        </button>
      </div>
    );
  if (!s || s.state === 'starting')
    return <div className="spinner" aria-label="Starting messaging" role="status" />;
  if (s.state === 'review')
    return <p className="hint">Review the messaging identity in the dialog to continue.</p>;
  if (s.state === 'failed' || s.state === 'off')
    return (
      <div className="card">
        {s.state === 'failed' ? (
          <p className="error-text" role="alert">
            Messaging could not start for this wallet: {s.error}.
          </p>
        ) : (
          <p>Messaging is not on for this wallet.</p>
        )}
        <button onClick={startHere} disabled={start.isPending}>
          {s.state === 'failed' ? 'Try again' : 'Turn on for this wallet'}
        </button>
      </div>
    );
  return <>{children}</>;
}

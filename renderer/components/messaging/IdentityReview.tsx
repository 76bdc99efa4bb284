import { useApproveIdentity, useCurrentWalletId, useMessagingStatus } from '../../hooks/useMessaging';
import { useToast } from '../../state/toasts';
import { Modal } from '../Modal';
import '../../styles/messaging.css';

/**
 * The review of XMTP's identity statement, wherever the user is (turning Messaging on in
 * Settings opens it): what the wallet's key will sign, word for word, before the signer signs.
 * The signer checks again that it is XMTP's statement for this address and nothing else.
 */
export function IdentityReview() {
  const walletId = useCurrentWalletId();
  const status = useMessagingStatus(walletId);
  const approve = useApproveIdentity();
  const toast = useToast();
  const s = status.data;
  if (!walletId || s?.state !== 'review' || !s.identityText) return null;

  const answer = (yes: boolean) =>
    approve.mutate(
      { walletId, approve: yes },
      { onError: (e) => toast.show('error', 'Messaging identity', e.message) },
    );
  return (
    <Modal
      title="Turn on messaging"
      onClose={() => answer(false)}
      actions={
        <>
          <button className="secondary" onClick={() => answer(false)} disabled={approve.isPending}>
            Reject
          </button>
          <button onClick={() => answer(true)} disabled={approve.isPending}>
            Approve and sign
          </button>
        </>
      }
    >
      <p className="identity-ask">
        Allow this app to message as <span className="mono">{s.address}</span>
      </p>
      <p className="hint">
        Your wallet&apos;s key signs this text once, to create your XMTP messaging identity on this computer.
        It moves no funds and approves nothing else.
      </p>
      {/* focusable: a long statement scrolls, and the keyboard must reach all of it */}
      <pre className="identity-text" role="region" aria-label="Text to sign" tabIndex={0}>
        {s.identityText}
      </pre>
    </Modal>
  );
}

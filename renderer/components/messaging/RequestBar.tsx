import type { Conversation } from '../../../shared/contract/messaging';
import { useConsent } from '../../hooks/useMessaging';
import { useToast } from '../../state/toasts';
import { peerLabel } from './conversationGroups';

/**
 * Allow or block a peer (spec §4): a request offers both, an allowed peer Block, a blocked peer
 * Unblock.
 */
export function RequestBar({ walletId, conversation }: { walletId: string; conversation: Conversation }) {
  const consent = useConsent();
  const toast = useToast();
  const peer = peerLabel(conversation);
  const set = (state: 'allow' | 'deny') =>
    consent.mutate(
      { walletId, peerAddress: conversation.peerAddress, state },
      {
        onSuccess: () => toast.show('success', state === 'allow' ? `${peer} allowed` : `${peer} blocked`),
        onError: (e) => toast.show('error', 'Not changed', e.message),
      },
    );
  if (conversation.consentState === 'denied')
    return (
      <div className="request-bar">
        <button type="button" onClick={() => set('allow')} disabled={consent.isPending}>
          Unblock
        </button>
      </div>
    );
  if (conversation.consentState === 'allowed')
    return (
      <button
        type="button"
        className="secondary small"
        onClick={() => set('deny')}
        disabled={consent.isPending}
      >
        Block
      </button>
    );
  return (
    <div className="request-bar" role="region" aria-label="Message request">
      <p>
        <strong>{peer}</strong> wants to message you. Allow to reply; block and you will not see their
        messages.
      </p>
      <div className="row">
        <button type="button" onClick={() => set('allow')} disabled={consent.isPending}>
          Allow
        </button>
        <button type="button" className="danger" onClick={() => set('deny')} disabled={consent.isPending}>
          Block
        </button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { Conversation, Message } from '../../../shared/contract/messaging';
import { useForward } from '../../hooks/useMessaging';
import { useToast } from '../../state/toasts';
import { Modal } from '../Modal';
import { peerLabel } from './conversationGroups';

/** Forwards a message's text to chosen conversations (spec §5): allowed ones, never a blocked peer. */
export function ForwardDialog({
  walletId,
  message,
  conversations,
  onClose,
}: {
  walletId: string;
  message: Message;
  conversations: readonly Conversation[];
  onClose: () => void;
}) {
  const targets = conversations.filter((c) => c.consentState === 'allowed');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const forward = useForward();
  const toast = useToast();
  const submit = () =>
    forward.mutate(
      {
        walletId,
        conversations: targets
          .filter((c) => chosen.has(c.topic))
          .map((c) => ({ topic: c.topic, peerAddress: c.peerAddress })),
        messages: [{ text: message.text }],
      },
      {
        onSuccess: ({ sent }) => {
          toast.show('success', 'Forwarded', `${sent} message${sent === 1 ? '' : 's'} sent`);
          onClose();
        },
      },
    );
  return (
    <Modal
      title="Forward message"
      onClose={onClose}
      actions={
        <>
          <button className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button onClick={submit} disabled={chosen.size === 0 || forward.isPending}>
            Forward
          </button>
        </>
      }
    >
      <blockquote className="bubble-quote">{message.text}</blockquote>
      {targets.length === 0 && <p className="hint">No allowed conversations to forward to.</p>}
      <fieldset className="forward-targets">
        <legend className="visually-hidden">Forward to</legend>
        {targets.map((c) => (
          <label key={c.topic} className="check-row">
            <input
              type="checkbox"
              checked={chosen.has(c.topic)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(c.topic);
                else next.delete(c.topic);
                setChosen(next);
              }}
            />
            {peerLabel(c)} <span className="mono hint">{c.peerAddress}</span>
          </label>
        ))}
      </fieldset>
      {forward.error && (
        <p className="error-text" role="alert">
          Not forwarded: {forward.error.message}.
        </p>
      )}
    </Modal>
  );
}

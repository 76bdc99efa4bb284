import { useState } from 'react';
import { MESSAGE_TEXT_MAX, type Message } from '../../../shared/contract/messaging';
import { useSendMessage, useSendReply } from '../../hooks/useMessaging';
import type { IpcError } from '../../ipc/client';
import { draftProblem, sendFailure } from './messagingErrors';

/**
 * Writes a message or a reply (the quoted message shows above the box). A failed send keeps the
 * text in the box and says why in one sentence: nothing is lost silently.
 */
export function Composer({
  walletId,
  topic,
  replyTo,
  replyAuthor,
  onReplyDone,
}: {
  walletId: string;
  topic: string;
  replyTo: Message | null;
  replyAuthor: string;
  onReplyDone: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage();
  const reply = useSendReply();
  const pending = send.isPending || reply.isPending;
  const tooLong = draftProblem(text);

  const submit = () => {
    const message = text.trim();
    if (!message || pending) return;
    if (tooLong) return setError(tooLong);
    setError(null);
    const done = {
      onSuccess: () => {
        setText('');
        onReplyDone();
      },
      onError: (e: IpcError) => setError(sendFailure(e, replyTo !== null)),
    };
    if (replyTo)
      reply.mutate(
        {
          walletId,
          topic,
          content: {
            repliedMessage: replyTo.text,
            repliedMessageId: replyTo._id,
            message,
            senderAddress: replyTo.user._id,
          },
        },
        done,
      );
    else send.mutate({ walletId, topic, text: message }, done);
  };

  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {replyTo && (
        <div className="composer-reply" aria-label="Reply to">
          <div>
            <small>Replying to {replyAuthor}</small>
            <span className="composer-quoted">{replyTo.text}</span>
          </div>
          <button type="button" className="secondary small" onClick={onReplyDone}>
            Cancel reply
          </button>
        </div>
      )}
      <div className="composer-row">
        <textarea
          aria-label="Message"
          placeholder="Write a message"
          rows={2}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            // Enter sends, Shift+Enter starts a new line
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" disabled={pending || !text.trim()}>
          {pending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {text.length > MESSAGE_TEXT_MAX * 0.9 && (
        <small className={tooLong ? 'error-text' : undefined}>
          {text.length.toLocaleString('en-US')} / {MESSAGE_TEXT_MAX.toLocaleString('en-US')}
        </small>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

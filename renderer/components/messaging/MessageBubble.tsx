import type { Message } from '../../../shared/contract/messaging';

/**
 * One message. Its text is React text, never HTML: a link in it reads as plain text and opens
 * nothing (a message is a stranger's words until the user allows them).
 */
export function MessageBubble({
  message,
  myAddress,
  peerName,
  onReply,
  onForward,
}: {
  message: Message;
  myAddress: string;
  peerName: string;
  onReply?: () => void;
  onForward?: () => void;
}) {
  const mine = message.user._id.toLowerCase() === myAddress.toLowerCase();
  const author = (address: string | undefined) =>
    address?.toLowerCase() === myAddress.toLowerCase() ? 'You' : peerName;
  return (
    <li className={`bubble-row ${mine ? 'mine' : 'theirs'}`} data-message-id={message._id}>
      <div className="bubble">
        {message.reference !== undefined && (
          <blockquote className="bubble-quote" aria-label="Replying to">
            {message.repliedMessage !== undefined ? (
              <>
                <small>{author(message.repliedUserId)}</small>
                {message.repliedMessage}
              </>
            ) : (
              <small>A message that is not on this computer</small>
            )}
          </blockquote>
        )}
        <p className="bubble-text">{message.text}</p>
        <small className="bubble-time">{when(message.createdAt)}</small>
      </div>
      {(onReply || onForward) && (
        <div className="bubble-actions">
          {onReply && (
            <button type="button" className="secondary small" onClick={onReply} aria-label="Reply">
              Reply
            </button>
          )}
          {onForward && (
            <button type="button" className="secondary small" onClick={onForward} aria-label="Forward">
              Forward
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** today's messages by their time, older ones with their date */
function when(ms: number): string {
  const d = new Date(ms);
  return d.toDateString() === new Date().toDateString() ? d.toLocaleTimeString() : d.toLocaleString();
}

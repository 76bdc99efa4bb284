import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Conversation, Message } from '../../../shared/contract/messaging';
import { useThread } from '../../hooks/useMessaging';
import { Composer } from './Composer';
import { peerLabel } from './conversationGroups';
import { MessageBubble } from './MessageBubble';
import { RequestBar } from './RequestBar';

/** how close to the top (px) scrolling up asks for the older page */
const LOAD_OLDER_AT = 48;

/**
 * A conversation: its messages oldest at the top, older pages loading as the user scrolls up
 * (the view stays on the message it was on), the newest in view as they arrive; the composer,
 * or the request's Allow / Block, or a blocked peer's notice.
 */
export function Thread({
  walletId,
  conversation,
  onForward,
}: {
  walletId: string;
  conversation: Conversation;
  onForward: (m: Message) => void;
}) {
  const thread = useThread(walletId, conversation.topic);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const peer = peerLabel(conversation);
  const blocked = conversation.consentState === 'denied';

  // newest first from main; shown oldest first, one copy of each (pages may overlap as new arrive)
  const seen = new Set<string>();
  const messages = (thread.data?.pages.flatMap((p) => p.messages) ?? [])
    .filter((m) => !seen.has(m._id) && seen.add(m._id))
    .reverse();
  const newest = messages.at(-1)?._id;

  useEffect(() => setReplyTo(null), [conversation.topic]);

  // after an older page: keep the message the user was on where it was
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = anchor.current.top + (el.scrollHeight - anchor.current.height);
      anchor.current = null;
    }
  }, [thread.data?.pages.length]);

  // a new newest message (or a new thread): the bottom comes into view
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, conversation.topic]);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !thread.hasNextPage || thread.isFetchingNextPage) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void thread.fetchNextPage();
  };

  if (blocked)
    return (
      <div className="thread blocked" aria-label={`Conversation with ${peer}`}>
        <ThreadHeader walletId={walletId} conversation={conversation} />
        <p className="thread-notice">
          You blocked {peer}. Their messages are not shown; unblock to read and reply.
        </p>
        <RequestBar walletId={walletId} conversation={conversation} />
      </div>
    );

  return (
    <div className="thread" aria-label={`Conversation with ${peer}`}>
      <ThreadHeader walletId={walletId} conversation={conversation} />
      {conversation.consentState === 'unknown' && (
        <RequestBar walletId={walletId} conversation={conversation} />
      )}
      <div
        className="thread-scroll"
        ref={scroller}
        onScroll={(e) => e.currentTarget.scrollTop < LOAD_OLDER_AT && loadOlder()}
      >
        {thread.error && (
          <p className="error-text" role="alert">
            Could not load the messages: {thread.error.message}.
          </p>
        )}
        {thread.isLoading && <div className="spinner" aria-label="Loading messages" />}
        {thread.hasNextPage ? (
          <button type="button" className="secondary small thread-older" onClick={loadOlder}>
            {thread.isFetchingNextPage ? 'Loading older messages…' : 'Load older messages'}
          </button>
        ) : (
          thread.data && <p className="thread-start hint">Beginning of the conversation</p>
        )}
        <ol className="bubbles" aria-label="Messages">
          {messages.map((m) => (
            <MessageBubble
              key={m._id}
              message={m}
              myAddress={conversation.clientAddress}
              peerName={peer}
              {...(conversation.consentState === 'allowed' ? { onReply: () => setReplyTo(m) } : {})}
              onForward={() => onForward(m)}
            />
          ))}
        </ol>
      </div>
      {conversation.consentState === 'allowed' && (
        <Composer
          walletId={walletId}
          topic={conversation.topic}
          replyTo={replyTo}
          replyAuthor={
            replyTo?.user._id.toLowerCase() === conversation.clientAddress.toLowerCase() ? 'yourself' : peer
          }
          onReplyDone={() => setReplyTo(null)}
        />
      )}
    </div>
  );
}

function ThreadHeader({ walletId, conversation }: { walletId: string; conversation: Conversation }) {
  return (
    <header className="thread-header">
      <div>
        <h2>{peerLabel(conversation)}</h2>
        <span className="mono hint">{conversation.peerAddress}</span>
      </div>
      {conversation.consentState === 'allowed' && (
        <RequestBar walletId={walletId} conversation={conversation} />
      )}
    </header>
  );
}

import { useState } from 'react';
import type { Message } from '../../shared/contract/messaging';
import { ConversationList } from '../components/messaging/ConversationList';
import { ForwardDialog } from '../components/messaging/ForwardDialog';
import { MessagingGate } from '../components/messaging/MessagingGate';
import { NewConversation } from '../components/messaging/NewConversation';
import { Thread } from '../components/messaging/Thread';
import { useConversations, useCurrentWalletId, useMessagingStatus } from '../hooks/useMessaging';
import '../styles/messaging.css';

/** Messages between wallet addresses over XMTP (spec §3–§9): conversations by consent and a thread. */
export function MessagesScreen() {
  const walletId = useCurrentWalletId();
  return (
    <section className="screen messages-screen" aria-labelledby="messages-title">
      <h1 id="messages-title">Messages</h1>
      {walletId ? (
        <MessagingGate walletId={walletId}>
          <Conversations walletId={walletId} />
        </MessagingGate>
      ) : (
        <div className="spinner" aria-label="Loading" />
      )}
    </section>
  );
}

function Conversations({ walletId }: { walletId: string }) {
  const ready = useMessagingStatus(walletId).data?.state === 'ready';
  const list = useConversations(walletId, ready);
  const [selected, setSelected] = useState<string | null>(null);
  const [forwarding, setForwarding] = useState<Message | null>(null);
  const conversations = list.data?.conversations ?? [];
  const current = conversations.find((c) => c.topic === selected);
  return (
    <div className="messages-layout">
      <aside className="card conversations" aria-label="Conversations">
        <NewConversation walletId={walletId} onOpen={setSelected} />
        {list.error && (
          <p className="error-text" role="alert">
            Could not load the conversations: {list.error.message}.
          </p>
        )}
        {list.isLoading ? (
          <div className="spinner" aria-label="Loading conversations" />
        ) : (
          <ConversationList conversations={conversations} selected={selected} onSelect={setSelected} />
        )}
      </aside>
      <div className="card thread-card">
        {current ? (
          <Thread key={current.topic} walletId={walletId} conversation={current} onForward={setForwarding} />
        ) : (
          <p className="hint thread-empty">Choose a conversation, or start one with an address.</p>
        )}
      </div>
      {forwarding && (
        <ForwardDialog
          walletId={walletId}
          message={forwarding}
          conversations={conversations}
          onClose={() => setForwarding(null)}
        />
      )}
    </div>
  );
}

import type { Conversation } from '../../../shared/contract/messaging';
import { groupConversations, peerLabel, type GroupName } from './conversationGroups';

const EMPTY: Record<GroupName, string> = {
  Allowed: 'Nobody allowed yet.',
  Requests: 'No message requests.',
  Blocked: 'Nobody is blocked.',
};

/** The conversations by consent: Allowed, Requests (someone new wrote) and Blocked. */
export function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: readonly Conversation[];
  selected: string | null;
  onSelect: (topic: string) => void;
}) {
  const groups = groupConversations(conversations);
  return (
    <>
      {(Object.keys(groups) as GroupName[]).map((name) => (
        <section key={name} className="conversation-group" aria-label={name}>
          <h2>
            {name}
            {groups[name].length > 0 && <span className="badge">{groups[name].length}</span>}
          </h2>
          {groups[name].length === 0 ? (
            <p className="hint">{EMPTY[name]}</p>
          ) : (
            <ul className="conversation-list">
              {groups[name].map((c) => (
                <li key={c.topic}>
                  <button
                    type="button"
                    className="conversation-row"
                    aria-current={c.topic === selected ? 'true' : undefined}
                    onClick={() => onSelect(c.topic)}
                  >
                    <strong className="conversation-peer" title={c.peerAddress}>
                      {peerLabel(c)}
                    </strong>
                    {/* a blocked peer's words are not shown (spec §4: deny blocks) */}
                    {c.consentState !== 'denied' && c.lastMessage !== undefined && (
                      <span className="conversation-last">{c.lastMessage}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

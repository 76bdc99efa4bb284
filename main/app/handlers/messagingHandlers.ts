import type { messagingCalls } from '../../../shared/contract/messaging';
import { ok, unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** Messaging over XMTP (spec §3–§9): main/services/messaging/messagingService.ts. */
export function messagingHandlers(c: HandlerContext): AreaHandlers<typeof messagingCalls> {
  const unlocked = unlockedIn(c);
  const m = c.messaging;
  return {
    'messaging.status': ({ walletId }) => unlocked(async () => m.status(walletId)),
    'messaging.start': ({ walletId }) => unlocked(() => m.start(walletId)),
    'messaging.approveIdentity': ({ walletId, approve }) =>
      unlocked(async () => m.approveIdentity(walletId, approve)),
    'messaging.listConversations': ({ walletId }) =>
      unlocked(async () => ({ conversations: await m.listConversations(walletId) })),
    'messaging.listMessages': ({ walletId, topic, limit, endTime }) =>
      unlocked(() => m.listMessages(walletId, topic, limit, endTime)),
    'messaging.canMessage': ({ walletId, address }) =>
      unlocked(async () => ({ canMessage: await m.canMessage(walletId, address) })),
    'messaging.newConversation': ({ walletId, peerAddress }) =>
      unlocked(async () => ({ conversation: await m.newConversation(walletId, peerAddress) })),
    'messaging.send': ({ walletId, topic, text }) =>
      unlocked(async () => ({ id: await m.send(walletId, topic, text) })),
    'messaging.sendReply': ({ walletId, topic, content }) =>
      unlocked(async () => ({ id: await m.sendReply(walletId, topic, content) })),
    'messaging.consent': ({ walletId, peerAddress, state }) =>
      unlocked(async () => {
        await m.consent(walletId, peerAddress, state);
        return ok;
      }),
    'messaging.forward': ({ walletId, conversations, messages }) =>
      unlocked(async () => ({
        sent: await m.forward(
          walletId,
          conversations.map((x) => x.topic),
          messages.map((x) => x.text),
        ),
      })),
  };
}

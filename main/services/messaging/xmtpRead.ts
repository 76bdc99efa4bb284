// Reading XMTP's objects the way the screens need them.
import type { DecodedMessage, Dm } from '@xmtp/node-sdk';
import type { Reply } from '@xmtp/content-type-reply';

/** XMTP's reply content, when the message is one */
export function replyOf(m: DecodedMessage<unknown>): Reply | undefined {
  return m.contentType?.typeId === 'reply' ? (m.content as Reply) : undefined;
}

/** What a message shows: its text, or a reply's text; other content types (group updates) none */
export function textOf(m: DecodedMessage<unknown>): string | undefined {
  if (typeof m.content === 'string' && m.contentType?.typeId === 'text') return m.content;
  const reply = replyOf(m);
  if (reply && typeof reply.content === 'string') return reply.content;
  return undefined;
}

/** The DM's other member's Ethereum address, lower case ('' while its membership is unknown) */
export async function peerAddressOf(dm: Dm<unknown>): Promise<string> {
  const members = await dm.members();
  const peer = members.find((m) => m.inboxId === dm.peerInboxId);
  return peer?.accountIdentifiers[0]?.identifier.toLowerCase() ?? '';
}

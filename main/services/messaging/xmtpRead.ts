// Reading XMTP's objects the way the screens need them.
import type { DecodedMessage, Dm } from '@xmtp/node-sdk';
import type { Reply } from '@xmtp/content-type-reply';

/** XMTP's reply content, when the message is one */
export function replyOf(m: DecodedMessage<unknown>): Reply | undefined {
  return m.contentType?.typeId === 'reply' ? (m.content as Reply) : undefined;
}

/** What a message shows: its text, or a reply's text; other content types (group updates) none */
export function textOf(m: DecodedMessage<unknown>): string | undefined {
  if (typeof m.content === 'string' && m.contentType?.typeId === 'text') return clipped(m.content);
  const reply = replyOf(m);
  if (reply && typeof reply.content === 'string') return clipped(reply.content);
  return undefined;
}

/**
 * The most of a message's text main hands on (screens, previews, notifications). A peer's client
 * may send close to XMTP's megabyte; 20,000 characters is five times what this app lets anyone
 * write, and keeps a hostile peer's page of twenty out of the renderer's way.
 */
export const SHOWN_TEXT_MAX = 20_000;

function clipped(text: string): string {
  if (text.length <= SHOWN_TEXT_MAX) return text;
  // never end on half of a surrogate pair
  const end = /[\uD800-\uDBFF]/.test(text.charAt(SHOWN_TEXT_MAX - 1)) ? SHOWN_TEXT_MAX - 1 : SHOWN_TEXT_MAX;
  return `${text.slice(0, end)}…`;
}

/** The DM's other member's Ethereum address, lower case ('' while its membership is unknown) */
export async function peerAddressOf(dm: Dm<unknown>): Promise<string> {
  const members = await dm.members();
  const peer = members.find((m) => m.inboxId === dm.peerInboxId);
  return peer?.accountIdentifiers[0]?.identifier.toLowerCase() ?? '';
}

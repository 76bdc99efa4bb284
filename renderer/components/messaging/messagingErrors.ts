import { MESSAGE_TEXT_MAX } from '../../../shared/contract/messaging';
import type { ErrorCode } from '../../../shared/errors';

interface CallError {
  code: ErrorCode;
  message: string;
}

const LIMIT = MESSAGE_TEXT_MAX.toLocaleString('en-US');

/** The composer's own check, before anything is sent: null when the text can go. */
export function draftProblem(text: string): string | null {
  if (text.length > MESSAGE_TEXT_MAX)
    return `This message is too long: ${LIMIT} characters at most (it has ${text.length.toLocaleString('en-US')}).`;
  return null;
}

/**
 * One clear sentence for a failed send or reply. The text stays in the composer, so nothing is
 * lost silently: the sentence says so. Main answers the spec's 'something went wrong' for a
 * network failure (the cause is in its log).
 */
export function sendFailure(e: CallError, reply: boolean): string {
  if (e.code === 'BAD_INPUT' && /too long/i.test(e.message))
    return `This message is too long: ${LIMIT} characters at most.`;
  if (e.code === 'BAD_INPUT' && reply)
    return 'This reply cannot be sent: the message it answers is incomplete. Cancel the reply and send it as a message.';
  if (e.code === 'NETWORK')
    return 'Not sent: something went wrong reaching the messaging network. Your message is still in the box; try again.';
  if (e.code === 'LOCKED') return 'The wallet is locked: unlock it to send.';
  return `Not sent: ${e.message}. Your message is still in the box.`;
}

/** The sentence for an address that cannot receive messages. */
export const CANNOT_MESSAGE =
  'This address has not enabled messaging: its owner must turn on XMTP messaging in their wallet first.';

/** One sentence for a failed new conversation (the address check, or the network). */
export function newConversationFailure(e: CallError): string {
  if (e.code === 'RULE' && /not enabled messaging/i.test(e.message)) return CANNOT_MESSAGE;
  if (e.code === 'BAD_INPUT') return 'Enter an Ethereum address: 0x followed by 40 hexadecimal characters.';
  if (e.code === 'NETWORK')
    return 'Could not check this address: something went wrong reaching the messaging network. Try again.';
  return e.message;
}

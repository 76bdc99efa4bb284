import { createHash } from 'node:crypto';
import { AppError } from '../../shared/errors';

/**
 * XMTP's identity statement, as libxmtp v1.5.4 writes it (xmtp_id/src/associations/
 * unsigned_actions.rs, UnsignedIdentityUpdate::signature_text): a header, the inbox id, the
 * client time, one two-line entry per action, a footer, joined by '\n'.
 */
const HEADER = 'XMTP : Authenticate to inbox';
const FOOTER = 'For more info: https://xmtp.org/signatures';
/** the nonce @xmtp/node-sdk gives a new inbox (generateInboxId's default) */
export const XMTP_INBOX_NONCE = 1;

/** sha256(address ‖ nonce) in hex: the inbox id libxmtp derives for an Ethereum address. */
export function xmtpInboxIdOf(address: string, nonce = XMTP_INBOX_NONCE): string {
  return createHash('sha256').update(`${address.toLowerCase()}${nonce}`).digest('hex');
}

export interface XmtpIdentityStatement {
  inboxId: string;
  time: string;
  /** present when the statement creates the inbox */
  owner?: string;
  /** the installation the statement grants messaging to, hex */
  installation: string;
}

const refuse = (why: string) => new AppError('INTENT_MISMATCH', `messaging identity: ${why}`);

/**
 * Reads XMTP's identity statement and holds it to what messaging needs from this wallet: create
 * the inbox that `address` owns and grant one installation (this app) access to it, or grant an
 * installation access to that same inbox. Anything else (another address or inbox, linking or
 * unlinking addresses, revoking, changing the recovery address, extra or missing lines) is refused.
 */
export function checkXmtpIdentityText(text: string, address: string): XmtpIdentityStatement {
  const own = address.toLowerCase();
  if (!/^0x[0-9a-f]{40}$/.test(own)) throw refuse('not an Ethereum address');
  const lines = text.split('\n');
  if (lines.length !== 9 && lines.length !== 11) throw refuse('not the identity statement');
  const [header, blank1, inboxLine, timeLine, blank2] = lines;
  const footer = lines[lines.length - 1];
  const blank3 = lines[lines.length - 2];
  if (header !== HEADER || footer !== FOOTER || blank1 !== '' || blank2 !== '' || blank3 !== '')
    throw refuse('not the identity statement');
  const inboxId = /^Inbox ID: ([0-9a-f]{64})$/.exec(inboxLine!)?.[1];
  if (!inboxId) throw refuse('no inbox id');
  const time = /^Current time: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)$/.exec(timeLine!)?.[1];
  if (!time) throw refuse('no time');
  if (inboxId !== xmtpInboxIdOf(own)) throw refuse("another address's inbox");

  const actions = lines.slice(5, lines.length - 2);
  const statement: XmtpIdentityStatement = { inboxId, time, installation: '' };
  if (actions.length === 4) {
    if (actions[0] !== '- Create inbox') throw refuse('an action other than creating the inbox');
    const owner = /^ {2}\(Owner: (0x[0-9a-f]{40})\)$/.exec(actions[1]!)?.[1];
    if (owner !== own) throw refuse('another owner');
    statement.owner = owner;
  }
  const grant = actions.slice(-2);
  if (grant[0] !== '- Grant messaging access to app') throw refuse('an action other than granting this app');
  const installation = /^ {2}\(ID: ([0-9a-f]{2,128})\)$/.exec(grant[1]!)?.[1];
  if (!installation) throw refuse('no installation id');
  statement.installation = installation;
  return statement;
}

import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { DecodedPayment } from './decodePayment';

export type RippleIntent = SignIntentOf<'ripple'>;

/** A destination tag is a UInt32 on the ledger. */
const MAX_TAG = 0xffff_ffffn;
/**
 * How far past the approved ledger LastLedgerSequence may reach. Until that ledger closes the
 * signed bytes can be held back and landed whenever whoever holds them likes. Main builds the
 * Payment after the user's review and counts from the same ledger it puts in the intent, so an
 * honest distance is main's LAST_LEDGER_OFFSET (20) however long the review took; 120 leaves
 * main room to lengthen it (a slow node, a second confirm) and, with ledgers closing every
 * 3–5 s, keeps the window within ten minutes, as TON's valid_until and Tron's expiration are.
 */
export const MAX_LEDGERS_AHEAD = 120;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * The currency the Payment moves is the approved one: XRP with neither an issued Amount nor
 * SendMax, or the approved token with SendMax in that same token and exactly the approved
 * most (amount + transfer fee), so no path through other currencies or issuers (rippling
 * through the user's other trust lines, a DEX conversion) can spend anything else.
 */
function checkCurrency(tx: DecodedPayment, intent: RippleIntent): void {
  const token = intent.token;
  if (!token) {
    if (tx.issued) throw mismatch('Amount');
    if (tx.sendMax) throw mismatch('SendMax');
    return;
  }
  if (!tx.issued) throw mismatch('Amount');
  if (tx.issued.currency !== token.currency) throw mismatch('Amount currency');
  if (tx.issued.issuer !== token.issuer) throw mismatch('Amount issuer');
  const max = tx.sendMax;
  if (!max) throw mismatch('SendMax');
  if (max.currency !== token.currency || max.issuer !== token.issuer) throw mismatch('SendMax');
  if (intent.sendMax === undefined || max.units !== BigInt(intent.sendMax)) throw mismatch('SendMax');
}

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded Payment differs from what
 * the user approved; returns when it is exactly that. `signer` is the classic address of the
 * key about to sign, `publicKey` its SigningPubKey (upper-case hex).
 */
export function checkRippleIntent(
  tx: DecodedPayment,
  intent: RippleIntent,
  signer: string,
  publicKey: string,
): void {
  // XRP has no speed-up or cancel: a transaction past its LastLedgerSequence can never land
  if (intent.kind !== 'transfer') throw mismatch('kind');
  if (intent.from !== signer) throw mismatch('from');
  if (tx.account !== signer) throw mismatch('Account');
  // main may leave the key out or empty (the signer writes its own in), or name this key
  if (tx.signingPubKey !== undefined && tx.signingPubKey !== '' && tx.signingPubKey !== publicKey)
    throw mismatch('SigningPubKey');
  if (tx.destination !== intent.to) throw mismatch('Destination');
  checkCurrency(tx, intent);
  if (tx.amount !== BigInt(intent.amount)) throw mismatch('Amount');
  if (tx.amount === 0n) throw mismatch('Amount');
  if (tx.fee > BigInt(intent.feeCap)) throw mismatch('Fee');
  // Sequence 0 is only ever a ticketed transaction's, and tickets are refused
  if (tx.sequence === 0) throw mismatch('Sequence');
  // The approved ledger is main's word, like the amount. Too low, it only yields a Payment
  // already expired (tefMAX_LEDGER: never applied, no fee), so the journal's last
  // LastLedgerSequence gives no floor worth refusing on, and one would refuse honest sends: the
  // journal is per chain, not per network (one vault serves every profile), and test networks
  // get reset. Too high is what a ceiling would stop, and only a clock could give one, which
  // ledgers closed on demand (standalone rippled, the test fixture) defeat.
  const last = tx.lastLedgerSequence;
  if (last <= intent.currentLedger || last > intent.currentLedger + MAX_LEDGERS_AHEAD)
    throw mismatch('LastLedgerSequence');
  const memo = intent.memo;
  if (memo && memo.kind !== 'tag') throw mismatch('memo');
  if (memo && BigInt(memo.value) > MAX_TAG) throw mismatch('memo');
  const tag = memo ? Number(memo.value) : undefined;
  // the approved tag, or none: a deposit to an exchange without its tag is lost to the user
  if (tx.destinationTag !== tag) throw mismatch('DestinationTag');
}

import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { DecodedPayment } from './decodePayment';

export type RippleIntent = SignIntentOf<'ripple'>;

/** A destination tag is a UInt32 on the ledger. */
const MAX_TAG = 0xffff_ffffn;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

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
  if (tx.amount !== BigInt(intent.amount)) throw mismatch('Amount');
  if (tx.amount === 0n) throw mismatch('Amount');
  if (tx.fee > BigInt(intent.feeCap)) throw mismatch('Fee');
  // Sequence 0 is only ever a ticketed transaction's, and tickets are refused
  if (tx.sequence === 0) throw mismatch('Sequence');
  if (tx.lastLedgerSequence === 0) throw mismatch('LastLedgerSequence');
  const memo = intent.memo;
  if (memo && memo.kind !== 'tag') throw mismatch('memo');
  if (memo && BigInt(memo.value) > MAX_TAG) throw mismatch('memo');
  const tag = memo ? Number(memo.value) : undefined;
  // the approved tag, or none: a deposit to an exchange without its tag is lost to the user
  if (tx.destinationTag !== tag) throw mismatch('DestinationTag');
}

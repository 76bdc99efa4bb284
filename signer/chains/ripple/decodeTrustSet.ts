import { AppError } from '../../../shared/errors';
import { decodeCanonical, issued, type IssuedAmount } from './decodePayment';

/** tfSetNoRipple: the line never ripples the user's balance through to another of their lines. */
export const TF_SET_NO_RIPPLE = 0x0002_0000;
/** tfFullyCanonicalSig: asks for a low-s signature, which the signer writes anyway. */
const TF_FULLY_CANONICAL_SIG = 0x8000_0000;

/**
 * A TrustSet as the signer reads it from main's bytes. Only these fields may be in them:
 * QualityIn/QualityOut (the line's value changed on the way in or out) and everything a
 * Payment refuses are refused by name.
 */
export interface DecodedTrustSet {
  account: string | undefined;
  limit: IssuedAmount;
  fee: bigint;
  sequence: number;
  lastLedgerSequence: number;
  flags: number;
  signingPubKey: string | undefined;
  json: Record<string, unknown>;
}

interface TrustSetJson {
  TransactionType?: string;
  Account?: string;
  LimitAmount?: string | Record<string, unknown>;
  Fee?: string | Record<string, unknown>;
  Sequence?: number;
  LastLedgerSequence?: number;
  Flags?: number;
  SigningPubKey?: string;
}

const ALLOWED = new Set([
  'TransactionType',
  'Account',
  'LimitAmount',
  'Fee',
  'Sequence',
  'LastLedgerSequence',
  'Flags',
  'SigningPubKey',
]);

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Decodes main's unsigned TrustSet and refuses anything but a canonical one that sets NoRipple
 * and nothing else: clearing it would let the ledger ripple the user's balances through this
 * line (another currency or issuer taken in payment for someone else's); tfSetfAuth and the
 * freeze flags are the issuer's business.
 */
export function decodeTrustSet(unsignedHex: string): DecodedTrustSet {
  const json = decodeCanonical(unsignedHex, ALLOWED);
  const tx = json as TrustSetJson;
  if (tx.TransactionType !== 'TrustSet') throw mismatch('TransactionType');
  const flags = tx.Flags ?? 0;
  if ((flags & ~TF_FULLY_CANONICAL_SIG) !== TF_SET_NO_RIPPLE) throw mismatch('Flags');
  // an XRP limit (a string) is refused by issued()
  if (tx.LimitAmount === undefined) throw mismatch('LimitAmount');
  if (typeof tx.Fee !== 'string') throw mismatch('Fee');
  if (tx.Sequence === undefined) throw mismatch('Sequence');
  if (tx.LastLedgerSequence === undefined) throw mismatch('LastLedgerSequence');
  return {
    account: tx.Account,
    limit: issued(tx.LimitAmount, 'LimitAmount'),
    fee: BigInt(tx.Fee),
    sequence: tx.Sequence,
    lastLedgerSequence: tx.LastLedgerSequence,
    flags,
    signingPubKey: tx.SigningPubKey,
    json,
  };
}

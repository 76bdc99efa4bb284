import { decode, encode } from 'ripple-binary-codec';
import { issuedUnits, type IssuedToken } from '../../../shared/chains/ripple/issued';
import { AppError } from '../../../shared/errors';

/** tfFullyCanonicalSig: asks for a low-s signature, which the signer writes anyway; moves nothing. */
export const TF_FULLY_CANONICAL_SIG = 0x8000_0000;
/** tfPartialPayment: the ledger may deliver less than Amount (the classic exchange-deposit theft). */
export const TF_PARTIAL_PAYMENT = 0x0002_0000;

/** An issued amount as the signer reads it: the token and its value in base units. */
export interface IssuedAmount extends IssuedToken {
  units: bigint;
}

/**
 * A Payment as the signer reads it from the bytes main sent. Only these fields may be in
 * them: whatever else a Payment can carry either moves money another way (Paths, DeliverMin),
 * hides a second payer (TicketSequence, Delegate, Signers) or has no business in a plain send
 * (Memos, InvoiceID, NetworkID…), and is refused by name. SendMax and an issued Amount are
 * read here and held to the approved token by checkIntent.ts.
 */
export interface DecodedPayment {
  /** undefined when the bytes leave it out: matches no signer, so the intent check names it */
  account: string | undefined;
  /** undefined when the bytes leave it out: matches no recipient */
  destination: string | undefined;
  /** drops, or the issued currency's base units when `issued` is set */
  amount: bigint;
  /** the issued currency the Amount is in; undefined for XRP */
  issued: IssuedToken | undefined;
  /** SendMax, when the bytes carry one (only ever in an issued currency) */
  sendMax: IssuedAmount | undefined;
  /** drops */
  fee: bigint;
  sequence: number;
  lastLedgerSequence: number;
  /** undefined: the Payment carries no tag */
  destinationTag: number | undefined;
  flags: number;
  /** absent or '' (main does not know the key), else what the key must be: upper-case hex */
  signingPubKey: string | undefined;
  /** the decoded JSON, for re-encoding with the signature */
  json: Record<string, unknown>;
}

/**
 * The allowed fields as ripple-binary-codec's JSON writes them, by their types in its
 * definitions: AccountID and Blob as strings, UInt32 as numbers, an Amount as a drops string
 * (XRP) or an object (an issued currency). The canonical re-encoding check holds the bytes to
 * these types, so an out-of-range or non-integer UInt32 cannot reach the checks.
 */
interface PaymentJson {
  TransactionType?: string;
  Account?: string;
  Destination?: string;
  Amount?: string | Record<string, unknown>;
  SendMax?: string | Record<string, unknown>;
  Fee?: string | Record<string, unknown>;
  Sequence?: number;
  LastLedgerSequence?: number;
  DestinationTag?: number;
  Flags?: number;
  SigningPubKey?: string;
}

const ALLOWED = new Set([
  'TransactionType',
  'Account',
  'Destination',
  'Amount',
  'SendMax',
  'Fee',
  'Sequence',
  'LastLedgerSequence',
  'DestinationTag',
  'Flags',
  'SigningPubKey',
]);

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** A field the Payment cannot go without (a missing Sequence or expiry is no plain send). */
function required<T>(v: T | undefined, field: string): T {
  if (v === undefined) throw mismatch(field);
  return v;
}

/** XRP drops: the codec writes them as a decimal string, an issued amount as an object. */
function drops(v: string | Record<string, unknown> | undefined, field: string): bigint {
  if (typeof v !== 'string') throw mismatch(field);
  return BigInt(v);
}

/**
 * An issued amount the codec decoded ({ currency, issuer, value }) in base units; a value that
 * is not exact in them (more decimals, an exponent, a negative) is not what anyone approved.
 */
export function issued(v: string | Record<string, unknown>, field: string): IssuedAmount {
  // XRP drops (a string) have none of these
  const { currency, issuer, value } = v as Record<string, unknown>;
  if (typeof currency !== 'string' || typeof issuer !== 'string' || typeof value !== 'string')
    throw mismatch(field);
  const units = issuedUnits(value);
  if (units === null) throw mismatch(field);
  return { currency, issuer, units };
}

/** What the codec writes for `json`; it refuses to write what the ledger refuses (an amount past 10^17 drops). */
function reencode(json: Record<string, unknown>): string {
  try {
    return encode(json);
  } catch {
    throw mismatch('transaction does not re-encode');
  }
}

/**
 * Main's unsigned bytes (hex of the XRPL binary format) as the codec decodes them, when they are
 * exactly what the codec writes for that (no reordered, duplicated or trailing fields) and carry
 * only `allowed` fields; shared by the Payment and TrustSet readers.
 */
export function decodeCanonical(unsignedHex: string, allowed: ReadonlySet<string>): Record<string, unknown> {
  if (!/^([0-9A-Fa-f]{2})+$/.test(unsignedHex) || unsignedHex.length > 4096)
    throw new AppError('BAD_INPUT', 'The unsigned XRP transaction is not hex');
  let json: Record<string, unknown>;
  try {
    json = decode(unsignedHex) as Record<string, unknown>;
  } catch {
    throw mismatch('transaction does not decode');
  }
  if (reencode(json) !== unsignedHex.toUpperCase()) throw mismatch('canonical encoding');
  for (const field of Object.keys(json)) if (!allowed.has(field)) throw mismatch(field);
  return json;
}

/**
 * Decodes main's unsigned transaction (hex of the XRPL binary format) with ripple-binary-codec
 * and refuses anything but a canonical Payment of XRP or one issued currency: the bytes must be exactly what the
 * codec writes for what they decode to (no reordered, duplicated or trailing fields).
 */
export function decodePayment(unsignedHex: string): DecodedPayment {
  const json = decodeCanonical(unsignedHex, ALLOWED);
  const tx = json as PaymentJson;
  if (tx.TransactionType !== 'Payment') throw mismatch('TransactionType');
  const flags = tx.Flags ?? 0;
  if ((flags & TF_PARTIAL_PAYMENT) !== 0) throw mismatch('Flags: partial payment');
  if ((flags & ~TF_FULLY_CANONICAL_SIG) !== 0) throw mismatch('Flags');
  const amount = typeof tx.Amount === 'object' ? issued(tx.Amount, 'Amount') : undefined;
  // SendMax in XRP (a string) is never approved: XRP sends take none, a token's is in the token
  const sendMax = tx.SendMax === undefined ? undefined : issued(tx.SendMax, 'SendMax');
  return {
    account: tx.Account,
    destination: tx.Destination,
    amount: amount ? amount.units : drops(tx.Amount, 'Amount'),
    issued: amount ? { currency: amount.currency, issuer: amount.issuer } : undefined,
    sendMax,
    fee: drops(tx.Fee, 'Fee'),
    sequence: required(tx.Sequence, 'Sequence'),
    lastLedgerSequence: required(tx.LastLedgerSequence, 'LastLedgerSequence'),
    destinationTag: tx.DestinationTag,
    flags,
    signingPubKey: tx.SigningPubKey,
    json,
  };
}

import { decode, encode } from 'ripple-binary-codec';
import { AppError } from '../../../shared/errors';

/** tfFullyCanonicalSig: asks for a low-s signature, which the signer writes anyway; moves nothing. */
export const TF_FULLY_CANONICAL_SIG = 0x8000_0000;
/** tfPartialPayment: the ledger may deliver less than Amount (the classic exchange-deposit theft). */
export const TF_PARTIAL_PAYMENT = 0x0002_0000;

/**
 * An XRP Payment as the signer reads it from the bytes main sent. Only these fields may be in
 * them: whatever else a Payment can carry either moves money another way (Paths, SendMax,
 * DeliverMin, an IOU Amount), hides a second payer (TicketSequence, Delegate, Signers) or has
 * no business in a plain send (Memos, InvoiceID, NetworkID…), and is refused by name.
 */
export interface DecodedPayment {
  account: string;
  destination: string;
  /** drops */
  amount: bigint;
  /** drops */
  fee: bigint;
  sequence: number;
  lastLedgerSequence: number;
  destinationTag?: number;
  flags: number;
  /** '' (main does not know the key) or the signing key's own, upper-case hex */
  signingPubKey: string;
  /** the decoded JSON, for re-encoding with the signature */
  json: Record<string, unknown>;
}

const ALLOWED = new Set([
  'TransactionType',
  'Account',
  'Destination',
  'Amount',
  'Fee',
  'Sequence',
  'LastLedgerSequence',
  'DestinationTag',
  'Flags',
  'SigningPubKey',
]);

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

const uint32 = (v: unknown, field: string): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffff_ffff) throw mismatch(field);
  return v;
};

/**
 * XRP drops are a decimal string in the codec's JSON (the codec refuses more than 10^17 when it
 * re-encodes); an issued amount is an object, a negative one starts with '-'.
 */
function drops(v: unknown, field: string): bigint {
  if (typeof v !== 'string' || !/^\d{1,18}$/.test(v)) throw mismatch(field);
  return BigInt(v);
}

/** What the codec writes for `json`; null where it will not write it (an amount out of range). */
function reencode(json: Record<string, unknown>): string | null {
  try {
    return encode(json);
  } catch {
    return null;
  }
}

/**
 * Decodes main's unsigned transaction (hex of the XRPL binary format) with ripple-binary-codec
 * and refuses anything but a canonical XRP-only Payment: the bytes must be exactly what the
 * codec writes for what they decode to (no reordered, duplicated or trailing fields).
 */
export function decodePayment(unsignedHex: string): DecodedPayment {
  if (!/^([0-9A-Fa-f]{2})+$/.test(unsignedHex) || unsignedHex.length > 4096)
    throw new AppError('BAD_INPUT', 'The unsigned XRP transaction is not hex');
  let json: Record<string, unknown>;
  try {
    json = decode(unsignedHex) as Record<string, unknown>;
  } catch {
    throw mismatch('transaction does not decode');
  }
  if (reencode(json) !== unsignedHex.toUpperCase()) throw mismatch('canonical encoding');
  for (const field of Object.keys(json)) if (!ALLOWED.has(field)) throw mismatch(field);
  if (json.TransactionType !== 'Payment') throw mismatch('TransactionType');
  const flags = json.Flags === undefined ? 0 : uint32(json.Flags, 'Flags');
  if ((flags & TF_PARTIAL_PAYMENT) !== 0) throw mismatch('Flags: partial payment');
  if ((flags & ~TF_FULLY_CANONICAL_SIG) !== 0) throw mismatch('Flags');
  const signingPubKey = typeof json.SigningPubKey === 'string' ? json.SigningPubKey : '';
  return {
    // absent: '' matches no signer and no recipient, so the intent check names the field
    account: typeof json.Account === 'string' ? json.Account : '',
    destination: typeof json.Destination === 'string' ? json.Destination : '',
    amount: drops(json.Amount, 'Amount'),
    fee: drops(json.Fee, 'Fee'),
    sequence: uint32(json.Sequence, 'Sequence'),
    lastLedgerSequence: uint32(json.LastLedgerSequence, 'LastLedgerSequence'),
    ...(json.DestinationTag !== undefined
      ? { destinationTag: uint32(json.DestinationTag, 'DestinationTag') }
      : {}),
    flags,
    signingPubKey,
    json,
  };
}

import type { SignIntentOf } from '../../../shared/signer/protocol';
import { AppError } from '../../../shared/errors';
import { memoText, type DecodedMemo, type DecodedStellarTx } from './decodeEnvelope';

export type StellarIntent = SignIntentOf<'stellar'>;

/** A trustline's "as much as the asset allows" limit: the largest Int64. */
export const MAX_TRUST_LIMIT = 2n ** 63n - 1n;

/**
 * How far ahead a transaction's time bounds may reach. The wallet builds a 30 s bound (spec
 * §9); a signed transaction can be submitted by whoever holds it until it expires, so a long
 * bound lets a withheld "failed" send land long after the user sent it again. Five minutes
 * covers the time between building and signing.
 */
export const MAX_TIME_AHEAD_S = 5 * 60;
/** A minimum time later than this holds the transaction back for a later, unseen submission. */
export const MAX_MIN_TIME_AHEAD_S = 60;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** The memo the user approved, as the transaction must carry it (a 64-hex-digit text is a hash). */
export function approvedMemo(intent: StellarIntent): DecodedMemo {
  const m = intent.memo;
  if (!m) return { kind: 'none' };
  if (m.kind === 'tag') return { kind: 'id', value: BigInt(m.value).toString() };
  if (m.value.length === 64 && !/[^0-9a-f]/i.test(m.value))
    return { kind: 'hash', value: m.value.toLowerCase() };
  return { kind: 'text', value: m.value };
}

const assetOf = (intent: StellarIntent) =>
  intent.asset ? `${intent.asset.code}:${intent.asset.issuer}` : 'native';

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded transaction differs from
 * what the user approved; returns when it is exactly that. `signer` is the G… address of the
 * key about to sign, `nowS` the signer's clock in unix seconds.
 */
export function checkStellarIntent(
  tx: DecodedStellarTx,
  intent: StellarIntent,
  signer: string,
  nowS: bigint,
): void {
  if (intent.from !== signer) throw mismatch('from');
  if (tx.source !== signer) throw mismatch('source');
  const op = tx.op;
  switch (intent.kind) {
    case 'transfer':
      if (intent.createsAccount) {
        if (op.type !== 'createAccount') throw mismatch('operation type');
        // only XLM opens an account
        if (intent.asset) throw mismatch('asset');
        if (op.destination !== intent.to) throw mismatch('to');
        if (op.startingBalance !== BigInt(intent.amount)) throw mismatch('amount');
      } else {
        if (op.type !== 'payment') throw mismatch('operation type');
        if (op.destination !== intent.to) throw mismatch('to');
        if (op.asset !== assetOf(intent)) throw mismatch('asset');
        if (op.amount !== BigInt(intent.amount)) throw mismatch('amount');
      }
      break;
    case 'trust':
    case 'untrust':
      if (op.type !== 'changeTrust') throw mismatch('operation type');
      // a trustline is the wallet's own: nothing moves
      if (intent.to !== signer || intent.amount !== '0') throw mismatch('to');
      if (!intent.asset || op.asset !== assetOf(intent)) throw mismatch('asset');
      if (op.limit !== (intent.kind === 'trust' ? MAX_TRUST_LIMIT : 0n)) throw mismatch('limit');
      break;
    default:
      // Stellar has no speed-up or cancel: a transaction times out
      throw mismatch('kind');
  }
  if (memoText(tx.memo) !== memoText(approvedMemo(intent))) throw mismatch('memo');
  if (tx.fee > BigInt(intent.feeCap)) throw mismatch('feeCap');
  // a sequence of 2^63 - 1 would leave the account unable to send ever again
  if (tx.sequence <= 0n || tx.sequence >= MAX_TRUST_LIMIT) throw mismatch('sequence');
  // maxTime 0 means "valid forever"
  if (tx.maxTime <= nowS || tx.maxTime > nowS + BigInt(MAX_TIME_AHEAD_S)) throw mismatch('time bounds');
  if (tx.minTime > nowS + BigInt(MAX_MIN_TIME_AHEAD_S)) throw mismatch('time bounds');
}

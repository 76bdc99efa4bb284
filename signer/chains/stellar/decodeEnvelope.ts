import { StrKey, xdr } from '@stellar/stellar-base';
import { AppError } from '../../../shared/errors';

/** One operation the signer knows, read from the XDR; anything else is refused while decoding. */
export type DecodedStellarOp =
  | { type: 'payment'; destination: string; asset: string; amount: bigint }
  | { type: 'createAccount'; destination: string; startingBalance: bigint }
  | { type: 'changeTrust'; asset: string; limit: bigint };

export type DecodedMemo =
  | { kind: 'none' }
  | { kind: 'text'; value: string }
  | { kind: 'id'; value: string }
  | { kind: 'hash'; value: string };

/** A memo as one string, '' for none: how the check compares memos and the journal records them. */
export const memoText = (m: DecodedMemo): string => (m.kind === 'none' ? '' : `${m.kind}:${m.value}`);

/** What the signer reads of an unsigned envelope: everything its checks look at, nothing else. */
export interface DecodedStellarTx {
  /** the transaction body, as signed (the signature base hashes exactly these bytes) */
  tx: xdr.Transaction;
  source: string;
  /** the total fee bid, stroops */
  fee: bigint;
  sequence: bigint;
  /** unix seconds */
  minTime: bigint;
  maxTime: bigint;
  memo: DecodedMemo;
  op: DecodedStellarOp;
}

const bad = (why: string) => new AppError('BAD_INPUT', why);
const refuse = (field: string) => new AppError('INTENT_MISMATCH', field);

/** CODE:ISSUER, or 'native'; the code's zero padding must be the XDR's only padding. */
export function assetName(a: xdr.Asset | xdr.ChangeTrustAsset): string {
  switch (a.switch().name) {
    case 'assetTypeNative':
      return 'native';
    case 'assetTypeCreditAlphanum4':
    case 'assetTypeCreditAlphanum12': {
      const inner = a.switch().name === 'assetTypeCreditAlphanum4' ? a.alphaNum4() : a.alphaNum12();
      const raw = Buffer.from(inner.assetCode());
      const code = raw.toString('latin1').replace(/\0+$/, '');
      // a code with a zero inside, or a 4-letter code in a 12-byte slot, names another asset
      // than the one the same letters name elsewhere
      if (!/^[A-Za-z0-9]{1,12}$/.test(code)) throw refuse('asset code');
      if (code.length <= 4 !== (a.switch().name === 'assetTypeCreditAlphanum4')) throw refuse('asset');
      return `${code}:${StrKey.encodeEd25519PublicKey(inner.issuer().ed25519())}`;
    }
    default:
      // liquidity pool shares and anything newer
      throw refuse('asset type');
  }
}

function muxedOrRefuse(m: xdr.MuxedAccount, field: string): string {
  // a muxed (M…) account hides a sub-account id the user never saw
  if (m.switch().name !== 'keyTypeEd25519') throw refuse(field);
  return StrKey.encodeEd25519PublicKey(m.ed25519());
}

function memoOf(m: xdr.Memo): DecodedMemo {
  switch (m.switch().name) {
    case 'memoNone':
      return { kind: 'none' };
    case 'memoText': {
      const bytes = Buffer.from(m.text());
      const value = bytes.toString('utf8');
      // text that is not UTF-8 shows as something other than what it is
      if (!Buffer.from(value).equals(bytes)) throw refuse('memo encoding');
      return { kind: 'text', value };
    }
    case 'memoId':
      return { kind: 'id', value: m.id().toString() };
    case 'memoHash':
      return { kind: 'hash', value: Buffer.from(m.hash()).toString('hex') };
    default:
      // MEMO_RETURN: the wallet never writes one
      throw refuse('memo');
  }
}

function opOf(op: xdr.Operation): DecodedStellarOp {
  // an operation with its own source acts for another account the key may also sign for
  if (op.sourceAccount()) throw refuse('operation source');
  const body = op.body();
  switch (body.switch().name) {
    case 'payment': {
      const p = body.paymentOp();
      return {
        type: 'payment',
        destination: muxedOrRefuse(p.destination(), 'to'),
        asset: assetName(p.asset()),
        amount: BigInt(p.amount().toString()),
      };
    }
    case 'createAccount': {
      const c = body.createAccountOp();
      return {
        type: 'createAccount',
        destination: StrKey.encodeEd25519PublicKey(c.destination().ed25519()),
        startingBalance: BigInt(c.startingBalance().toString()),
      };
    }
    case 'changeTrust': {
      const c = body.changeTrustOp();
      return { type: 'changeTrust', asset: assetName(c.line()), limit: BigInt(c.limit().toString()) };
    }
    default:
      throw refuse('operation type');
  }
}

/**
 * Decodes main's base64 TransactionEnvelope itself: a v1 envelope with no signatures, one
 * operation, time bounds and no other preconditions, no Soroban data. The bytes must be the
 * canonical encoding of what was decoded (trailing bytes are refused by the reader).
 */
export function decodeEnvelope(unsigned: string): DecodedStellarTx {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(unsigned)) throw bad('unsigned tx is not base64');
  let env: xdr.TransactionEnvelope;
  try {
    env = xdr.TransactionEnvelope.fromXDR(unsigned, 'base64');
  } catch {
    throw bad('unsigned tx does not decode');
  }
  if (env.toXDR('base64') !== unsigned) throw bad('unsigned tx does not decode');
  // v0 envelopes and fee bumps wrap another body the user did not approve as such
  if (env.switch().name !== 'envelopeTypeTx') throw refuse('envelope type');
  const v1 = env.v1();
  if (v1.signatures().length !== 0) throw refuse('signatures');
  const tx = v1.tx();
  if (tx.ext().switch() !== 0) throw refuse('soroban data');
  const cond = tx.cond();
  if (cond.switch().name !== 'precondTime') throw refuse('time bounds');
  const tb = cond.timeBounds();
  const ops = tx.operations();
  if (ops.length !== 1) throw refuse('operation count');
  return {
    tx,
    source: muxedOrRefuse(tx.sourceAccount(), 'from'),
    fee: BigInt(tx.fee()),
    sequence: BigInt(tx.seqNum().toString()),
    minTime: BigInt(tb.minTime().toString()),
    maxTime: BigInt(tb.maxTime().toString()),
    memo: memoOf(tx.memo()),
    op: opOf(ops[0]!),
  };
}

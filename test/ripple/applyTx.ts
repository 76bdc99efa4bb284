/**
 * What rippled does with a submitted blob, for Payments of XRP or an issued currency and
 * TrustSets (trust lines kept per holder, currency and issuer): local checks (the signature with
 * ripple-keypairs over the codec's signing encoding, the key against the account), then the
 * preclaim and apply rules of rippled's Payment transactor with the result codes it answers
 * (xrpl.org "Transaction Results"). A tec result is in the ledger (fee taken, Sequence used);
 * tef, tel, tem and ter results are not.
 */
import { sha512 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, verify } from 'ripple-keypairs';
import { issuedUnits } from '../../shared/chains/ripple/issued';
import { LSF_REQUIRE_DEST_TAG, lineKey, type LedgerTx, type RippleLedger } from './ledger';

/** engine_result_message texts, as rippled writes them. */
export const RESULT_MESSAGES: Record<string, string> = {
  tesSUCCESS: 'The transaction was applied. Only final in a validated ledger.',
  tecNO_DST_INSUF_XRP: 'Destination does not exist. Too little XRP sent to create it.',
  tecUNFUNDED_PAYMENT: 'Insufficient XRP balance to send.',
  tecDST_TAG_NEEDED: 'A destination tag is required.',
  tefPAST_SEQ: 'This sequence number has already passed.',
  tefMAX_LEDGER: 'Ledger sequence too high.',
  tefBAD_AUTH: "Transaction's public key is not authorized.",
  terPRE_SEQ: 'Missing/inapplicable prior transaction.',
  terNO_ACCOUNT: 'The source account does not exist.',
  terINSUF_FEE_B: 'Account balance can not cover transaction fee.',
  telINSUF_FEE_P: 'Fee insufficient.',
  temREDUNDANT: 'The transaction is redundant.',
  temBAD_AMOUNT: 'Malformed: Bad amount.',
  temBAD_FEE: 'Invalid fee, negative or not XRP.',
  temINVALID_FLAG: 'The transaction has an invalid flag.',
  temMALFORMED: 'Malformed transaction.',
  temBAD_LIMIT: 'Limits must be non-negative.',
  tecNO_ISSUER: 'Issuer account does not exist.',
  tecNO_LINE_INSUF_RESERVE: 'No such line. Too little reserve to create it.',
  tecNO_DST: 'Destination does not exist. Send XRP to create it.',
  tecPATH_DRY: 'Path could not send partial amount.',
  tecPATH_PARTIAL: 'Path could not send full amount.',
};

/** tfPartialPayment and the other Payment flags this fixture does not model. */
const TF_UNIVERSAL = 0x8000_0000;
/** TrustSet's tfSetNoRipple and tfClearNoRipple; its other flags (auth, freeze) are not modelled */
const TF_SET_NO_RIPPLE = 0x0002_0000;
const TF_CLEAR_NO_RIPPLE = 0x0004_0000;

export type SubmitOutcome =
  | { kind: 'rejected'; error: string; exception: string }
  | { kind: 'result'; result: string; hash: string; tx: Record<string, unknown> };

export const txHash = (blob: string): string =>
  hex.encode(sha512(hex.decode(`54584E00${blob}`.toLowerCase())).slice(0, 32)).toUpperCase();

/** Checks and applies a signed blob to the open ledger. */
export function submitBlob(ledger: RippleLedger, blob: string): SubmitOutcome {
  let tx: Record<string, unknown>;
  try {
    tx = decode(blob) as Record<string, unknown>;
  } catch {
    return { kind: 'rejected', error: 'invalidTransaction', exception: 'Serialization failed' };
  }
  const sig = tx.TxnSignature;
  const pub = tx.SigningPubKey;
  if (typeof sig !== 'string' || typeof pub !== 'string' || pub === '')
    return {
      kind: 'rejected',
      error: 'invalidTransaction',
      exception: 'fails local checks: Invalid signature.',
    };
  const { TxnSignature: _drop, ...unsigned } = tx;
  let valid = false;
  try {
    valid = verify(encodeForSigning(unsigned), sig, pub);
  } catch {
    valid = false;
  }
  if (!valid)
    return {
      kind: 'rejected',
      error: 'invalidTransaction',
      exception: 'fails local checks: Invalid signature.',
    };
  const hash = txHash(blob);
  const result = apply(ledger, tx, pub, hash);
  return { kind: 'result', result, hash, tx };
}

function apply(ledger: RippleLedger, tx: Record<string, unknown>, pub: string, hash: string): string {
  const type = tx.TransactionType;
  if (type !== 'Payment' && type !== 'TrustSet') return 'temMALFORMED';
  const account = String(tx.Account);
  if (typeof tx.Fee !== 'string') return 'temBAD_FEE';
  const flags = Number(tx.Flags ?? 0);
  const allowed = type === 'TrustSet' ? TF_UNIVERSAL | TF_SET_NO_RIPPLE | TF_CLEAR_NO_RIPPLE : TF_UNIVERSAL;
  if ((flags & ~allowed) !== 0) return 'temINVALID_FLAG';
  let drops = 0n;
  let issued: Issued | null = null;
  if (type === 'Payment') {
    const amount = tx.Amount;
    if (typeof amount === 'object' && amount !== null) {
      issued = issuedOf(amount);
      if (!issued || issued.units === 0n) return 'temBAD_AMOUNT';
    } else if (typeof amount !== 'string' || !/^\d+$/.test(amount) || BigInt(amount) === 0n)
      return 'temBAD_AMOUNT';
    else drops = BigInt(amount);
    if (account === String(tx.Destination)) return 'temREDUNDANT';
  } else {
    const limit =
      typeof tx.LimitAmount === 'object' && tx.LimitAmount !== null ? issuedOf(tx.LimitAmount) : null;
    if (!limit || limit.issuer === account) return 'temBAD_LIMIT';
  }
  const fee = BigInt(tx.Fee);
  const src = ledger.accounts.get(account);
  if (!src) return 'terNO_ACCOUNT';
  // no regular key or signer list here: only the master key signs
  if (deriveAddress(pub) !== account) return 'tefBAD_AUTH';
  const seq = Number(tx.Sequence);
  if (seq < src.Sequence) return 'tefPAST_SEQ';
  if (seq > src.Sequence) return 'terPRE_SEQ';
  if (typeof tx.LastLedgerSequence === 'number' && tx.LastLedgerSequence < ledger.current)
    return 'tefMAX_LEDGER';
  if (fee < ledger.openLedgerFee()) return 'telINSUF_FEE_P';
  if (src.Balance < fee) return 'terINSUF_FEE_B';
  // from here the transaction is in the ledger: the fee is taken and the Sequence used
  const prior = src.Balance;
  src.Balance -= fee;
  src.Sequence += 1;
  let result: string;
  let delivered = 0n;
  let deliveredIssued: LedgerTx['deliveredIssued'];
  if (type === 'TrustSet') result = trustSet(ledger, tx, prior, fee);
  else if (issued) {
    result = issuedPayment(ledger, tx, issued);
    if (result === 'tesSUCCESS')
      deliveredIssued = { currency: issued.currency, issuer: issued.issuer, value: issued.value };
  } else {
    const destination = String(tx.Destination);
    result = payment(ledger, tx, prior, drops, fee, destination);
    delivered = result === 'tesSUCCESS' ? drops : 0n;
    if (delivered > 0n) {
      src.Balance -= drops;
      ledger.fund(destination, drops);
    }
  }
  ledger.txs.push({
    hash,
    tx,
    result,
    ledgerIndex: ledger.current,
    delivered,
    ...(deliveredIssued ? { deliveredIssued } : {}),
    closeTime: 0,
  });
  return result;
}

interface Issued {
  currency: string;
  issuer: string;
  value: string;
  units: bigint;
}

function issuedOf(a: object): Issued | null {
  const { currency, issuer, value } = a as Record<string, unknown>;
  if (typeof currency !== 'string' || typeof issuer !== 'string' || typeof value !== 'string') return null;
  const units = issuedUnits(value);
  return units === null ? null : { currency, issuer, value, units };
}

/**
 * rippled's SetTrust: a line is created (one more owned object, so the reserve must be there)
 * or its limit and NoRipple flag changed; a limit of 0 on an empty line with NoRipple at its
 * default deletes it and frees its reserve.
 */
function trustSet(ledger: RippleLedger, tx: Record<string, unknown>, prior: bigint, fee: bigint): string {
  const account = String(tx.Account);
  const limit = issuedOf(tx.LimitAmount as object)!;
  const src = ledger.accounts.get(account)!;
  if (!ledger.accounts.get(limit.issuer)) return 'tecNO_ISSUER';
  const key = lineKey(account, limit.currency, limit.issuer);
  const line = ledger.lines.get(key);
  const flags = Number(tx.Flags ?? 0);
  const noRipple = (flags & TF_CLEAR_NO_RIPPLE) !== 0 ? false : (flags & TF_SET_NO_RIPPLE) !== 0;
  if (!line) {
    if (limit.units === 0n) return 'tesSUCCESS';
    // the reserve with one more object, checked against the balance before the fee
    if (prior - fee < ledger.reserveOf({ OwnerCount: src.OwnerCount + 1 })) return 'tecNO_LINE_INSUF_RESERVE';
    ledger.lines.set(key, {
      holder: account,
      issuer: limit.issuer,
      currency: limit.currency,
      balance: 0n,
      limit: limit.units,
      noRipple,
    });
    src.OwnerCount += 1;
    return 'tesSUCCESS';
  }
  line.limit = limit.units;
  line.noRipple = noRipple;
  if (limit.units === 0n && line.balance === 0n && line.noRipple) {
    ledger.lines.delete(key);
    src.OwnerCount -= 1;
  }
  return 'tesSUCCESS';
}

/**
 * An issued payment along the default path: the issuer issues and redeems at par; anyone else
 * pays from their line, the issuer's TransferRate on top, bounded by SendMax; the destination
 * must hold a line of that currency and issuer with room under its limit.
 */
function issuedPayment(ledger: RippleLedger, tx: Record<string, unknown>, amount: Issued): string {
  const account = String(tx.Account);
  const destination = String(tx.Destination);
  if (!ledger.accounts.get(destination)) return 'tecNO_DST';
  const dst = ledger.accounts.get(destination)!;
  if ((dst.Flags & LSF_REQUIRE_DEST_TAG) !== 0 && tx.DestinationTag === undefined) return 'tecDST_TAG_NEEDED';
  const toIssuer = destination === amount.issuer;
  const dstLine = toIssuer ? null : ledger.lines.get(lineKey(destination, amount.currency, amount.issuer));
  if (!toIssuer && !dstLine) return 'tecPATH_DRY';
  if (dstLine && dstLine.balance + amount.units > dstLine.limit) return 'tecPATH_PARTIAL';
  if (account === amount.issuer) {
    dstLine!.balance += amount.units;
    return 'tesSUCCESS';
  }
  const srcLine = ledger.lines.get(lineKey(account, amount.currency, amount.issuer));
  if (!srcLine) return 'tecPATH_DRY';
  const rate = BigInt(toIssuer ? 1_000_000_000 : (ledger.transferRates.get(amount.issuer) ?? 1_000_000_000));
  const cost = (amount.units * rate + 999_999_999n) / 1_000_000_000n;
  const max = tx.SendMax === undefined ? null : issuedOf(tx.SendMax as object);
  // without SendMax the payment may spend only Amount; with it, in the same currency and issuer
  const limit =
    max === null
      ? amount.units
      : max.currency === amount.currency && max.issuer === amount.issuer
        ? max.units
        : -1n;
  if (limit < 0n) return 'tecPATH_DRY';
  if (cost > limit || cost > srcLine.balance) return 'tecPATH_PARTIAL';
  srcLine.balance -= cost;
  if (dstLine) dstLine.balance += amount.units;
  return 'tesSUCCESS';
}

/** rippled's Payment::doApply for XRP to XRP: the destination, its tag rule, the reserve. */
function payment(
  ledger: RippleLedger,
  tx: Record<string, unknown>,
  priorBalance: bigint,
  drops: bigint,
  fee: bigint,
  destination: string,
): string {
  const dst = ledger.accounts.get(destination);
  if (!dst) {
    if (drops < ledger.settings.reserveBase) return 'tecNO_DST_INSUF_XRP';
  } else if ((dst.Flags & LSF_REQUIRE_DEST_TAG) !== 0 && tx.DestinationTag === undefined) {
    return 'tecDST_TAG_NEEDED';
  }
  const src = ledger.accounts.get(String(tx.Account))!;
  const reserve = ledger.reserveOf(src);
  // the fee may come out of the reserve, the amount may not
  const keep = reserve > fee ? reserve : fee;
  if (priorBalance < drops + keep) return 'tecUNFUNDED_PAYMENT';
  return 'tesSUCCESS';
}

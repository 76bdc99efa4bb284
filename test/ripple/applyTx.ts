/**
 * What rippled does with a submitted blob, for XRP Payments: local checks (the signature with
 * ripple-keypairs over the codec's signing encoding, the key against the account), then the
 * preclaim and apply rules of rippled's Payment transactor with the result codes it answers
 * (xrpl.org "Transaction Results"). A tec result is in the ledger (fee taken, Sequence used);
 * tef, tel, tem and ter results are not.
 */
import { sha512 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, verify } from 'ripple-keypairs';
import { LSF_REQUIRE_DEST_TAG, type RippleLedger } from './ledger';

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
};

/** tfPartialPayment and the other Payment flags this fixture does not model. */
const TF_UNIVERSAL = 0x8000_0000;

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
  if (tx.TransactionType !== 'Payment') return 'temMALFORMED';
  const account = String(tx.Account);
  const destination = String(tx.Destination);
  const amount = tx.Amount;
  if (typeof amount !== 'string' || !/^\d+$/.test(amount) || BigInt(amount) === 0n) return 'temBAD_AMOUNT';
  if (typeof tx.Fee !== 'string') return 'temBAD_FEE';
  if ((Number(tx.Flags ?? 0) & ~TF_UNIVERSAL) !== 0) return 'temINVALID_FLAG';
  if (account === destination) return 'temREDUNDANT';
  const drops = BigInt(amount);
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
  const result = payment(ledger, tx, src.Balance, drops, fee, destination);
  src.Balance -= fee;
  src.Sequence += 1;
  const delivered = result === 'tesSUCCESS' ? drops : 0n;
  if (delivered > 0n) {
    src.Balance -= drops;
    ledger.fund(destination, drops);
  }
  ledger.txs.push({ hash, tx, result, ledgerIndex: ledger.current, delivered, closeTime: 0 });
  return result;
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

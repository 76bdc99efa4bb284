import {
  Ed25519PublicKey,
  Ed25519Signature,
  RAW_TRANSACTION_SALT,
  SignedTransaction,
  TransactionAuthenticatorEd25519,
  generateSigningMessage,
} from '@aptos-labs/ts-sdk';
import { sha3_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { aptosTokenId } from '../../../shared/chains/aptos/tokens';
import { aptosAddress } from '../../../shared/chains/aptos/validate';
import { AppError } from '../../../shared/errors';
import type { AptosJournalDetail } from './journalDetail';
import type { TransferSigner } from '../types';
import { checkAptosIntent } from './checkIntent';
import { decodeRawTransaction, type DecodedAptosTx } from './decodeRawTransaction';

/** What main submits: `signed` the BCS SignedTransaction, `hash` the transaction's hash, both 0x hex. */
export interface SignedAptosTx {
  signed: string;
  hash: string;
}

/** sha3-256("APTOS::Transaction"): a user transaction's hash is sha3-256(this ‖ 0x00 ‖ BCS SignedTransaction). */
const TRANSACTION_PREFIX = sha3_256(new TextEncoder().encode('APTOS::Transaction'));

export function aptosTransactionHash(signedTx: Uint8Array): string {
  const data = new Uint8Array(TRANSACTION_PREFIX.length + 1 + signedTx.length);
  data.set(TRANSACTION_PREFIX);
  data.set(signedTx, TRANSACTION_PREFIX.length + 1);
  return `0x${hex.encode(sha3_256(data))}`;
}

const detailOf = (tx: DecodedAptosTx): AptosJournalDetail => ({
  family: 'aptos',
  from: tx.sender,
  to: tx.to,
  amount: tx.amount.toString(10),
  ...(tx.token ? { token: aptosTokenId(tx.token) } : {}),
  fee: (tx.maxGasAmount * tx.gasUnitPrice).toString(10),
  function: tx.function,
  sequenceNumber: tx.sequenceNumber.toString(10),
  maxGasAmount: tx.maxGasAmount.toString(10),
  gasUnitPrice: tx.gasUnitPrice.toString(10),
  expiration: tx.expiration.toString(10),
  chainId: tx.chainId,
});

/**
 * Aptos: decodes main's BCS RawTransaction itself, checks it against the approved intent and
 * signs the signing message of exactly those bytes (sha3-256("APTOS::RawTransaction") ‖ BCS)
 * with the sending address's ed25519 key (its path, or the imported key at ''). `fee` is the
 * most the transaction can pay: max_gas_amount × gas_unit_price.
 */
export const signAptos: TransferSigner = (p) => {
  const intent = p.intent;
  if (intent.family !== 'aptos') throw new AppError('INTENT_MISMATCH', 'family');
  const path = p.keys.importedFor !== null ? '' : p.activePath;
  if (path === undefined || (path === '' && p.keys.importedFor === null))
    throw new AppError('BAD_INPUT', 'no sending address');
  const tx = decodeRawTransaction(p.unsigned);
  const publicKey = p.keys.ed.publicKey(path);
  checkAptosIntent(tx, intent, aptosAddress(publicKey), p.network, Date.now());
  const signature = p.keys.ed.sign(path, generateSigningMessage(tx.bytes, RAW_TRANSACTION_SALT));
  const authenticator = new TransactionAuthenticatorEd25519(
    new Ed25519PublicKey(publicKey),
    new Ed25519Signature(signature),
  );
  const signedTx = new SignedTransaction(tx.raw, authenticator).bcsToBytes();
  const hash = aptosTransactionHash(signedTx);
  const out: SignedAptosTx = { signed: `0x${hex.encode(signedTx)}`, hash };
  return { signed: JSON.stringify(out), hash, fee: tx.maxGasAmount * tx.gasUnitPrice, detail: detailOf(tx) };
};

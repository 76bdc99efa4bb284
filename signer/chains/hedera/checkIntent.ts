import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { checkAssociation, checkTokenTransfer } from './checkToken';
import type { DecodedHederaTransaction } from './decodeTransaction';

export type HederaIntent = SignIntentOf<'hedera'>;

/**
 * How far the body's valid start may sit from the signer's clock. Main builds it a few
 * seconds back (node clocks differ) just before asking; one far behind is a replayed build,
 * one ahead is a send that would only become valid later, when the user no longer expects it.
 */
export const VALID_START_PAST_MS = 120_000;
export const VALID_START_FUTURE_MS = 60_000;
/** HAPI's longest valid duration: the network refuses more */
export const MAX_VALID_DURATION_S = 180n;
/** HAPI's memo limit, UTF-8 bytes */
export const MEMO_MAX_BYTES = 100;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded body differs from what the
 * user approved; returns normally when it is exactly that: a CryptoTransfer paid by the
 * approved account, to the approved node, within the fee cap, whose only movements are the
 * approved amount leaving that account and arriving at the recipient, with the approved memo;
 * or, with a token, the same of that token alone (checkToken.ts); or a TokenAssociate of the
 * approved token to the wallet's own account ('trust').
 * `myKeyDer` is the signing key in DER hex, which the intent's `from` must name.
 */
export function checkHederaIntent(
  tx: DecodedHederaTransaction,
  intent: HederaIntent,
  myKeyDer: string,
  now: number,
): void {
  if (intent.kind !== 'transfer' && intent.kind !== 'trust') throw mismatch('kind');
  if (intent.from !== myKeyDer) throw mismatch('from');
  const operation = intent.kind === 'trust' ? 'tokenAssociate' : 'cryptoTransfer';
  if (tx.operation !== operation) throw mismatch('operation');
  if (tx.extras.length > 0) throw mismatch(tx.extras[0]!);
  if (tx.payer.alias || tx.payer.id !== intent.accountId) throw mismatch('payer');
  if (tx.scheduledOrChild) throw mismatch('transactionID');
  if (!tx.node || tx.node.id !== intent.nodeAccountId) throw mismatch('nodeAccountID');
  if (tx.validStartMs < now - VALID_START_PAST_MS || tx.validStartMs > now + VALID_START_FUTURE_MS)
    throw mismatch('validStart');
  if (tx.validDurationSeconds <= 0n || tx.validDurationSeconds > MAX_VALID_DURATION_S)
    throw mismatch('validDuration');
  if (tx.maxFee > BigInt(intent.feeCap)) throw mismatch('feeCap');

  const memo = intent.memo?.kind === 'text' ? intent.memo.value : intent.memo ? null : '';
  // a tag (null) never equals the body's memo, which is always text
  if (tx.memo !== memo) throw mismatch('memo');
  if (new TextEncoder().encode(tx.memo).length > MEMO_MAX_BYTES) throw mismatch('memo');

  if (intent.kind === 'trust') return checkAssociation(tx, intent);
  if (intent.token !== undefined) return checkTokenTransfer(tx, intent);
  if (intent.decimals !== undefined) throw mismatch('decimals');
  if (tx.tokenTransferLists > 0) throw mismatch('tokenTransfers');
  const amount = BigInt(intent.amount);
  if (amount <= 0n) throw mismatch('amount');
  if (tx.transfers.length !== 2) throw mismatch('transfers');
  for (const t of tx.transfers) {
    if (t.account.alias) throw mismatch('alias');
    if (t.isApproval) throw mismatch('isApproval');
    if (t.hook) throw mismatch('hook');
  }
  const debit = tx.transfers.find((t) => t.amount < 0n);
  const credit = tx.transfers.find((t) => t.amount > 0n);
  if (!debit || debit.account.id !== intent.accountId || debit.amount !== -amount) throw mismatch('debit');
  if (!credit || credit.account.id !== intent.to) throw mismatch('to');
  if (credit.amount !== amount) throw mismatch('amount');
}

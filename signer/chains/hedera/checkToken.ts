import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { DecodedHederaTransaction, DecodedTransfer } from './decodeTransaction';

/** the Hedera intent, named here rather than imported from checkIntent (which imports this file) */
type HederaIntent = SignIntentOf<'hedera'>;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

function plainMovements(transfers: DecodedTransfer[]): void {
  for (const t of transfers) {
    if (t.account.alias) throw mismatch('alias');
    if (t.isApproval) throw mismatch('isApproval');
    if (t.hook) throw mismatch('hook');
  }
}

/**
 * An HTS token send (issue 37), after the header checks of checkIntent.ts: no HBAR moves (the
 * fee is the body's own), exactly one token list, of the approved token, stating the approved
 * decimals (so the network refuses it if the token has others and the amount the user read was
 * scaled wrong), no NFTs, and two movements: the approved amount leaving the wallet's account
 * and arriving at the recipient, neither by allowance nor hook nor alias.
 */
export function checkTokenTransfer(tx: DecodedHederaTransaction, intent: HederaIntent): void {
  if (tx.transfers.length > 0) throw mismatch('transfers');
  if (tx.tokenLists.length !== 1) throw mismatch('tokenTransfers');
  const list = tx.tokenLists[0]!;
  if (list.token !== intent.token) throw mismatch('token');
  // an intent naming no decimals is refused too: the body's are a number or null, never undefined
  if (list.expectedDecimals !== intent.decimals) throw mismatch('decimals');
  if (list.nftTransfers > 0) throw mismatch('nftTransfers');
  const amount = BigInt(intent.amount);
  if (amount <= 0n) throw mismatch('amount');
  if (list.transfers.length !== 2) throw mismatch('tokenTransfers');
  plainMovements(list.transfers);
  // of the two movements in either order (the SDK sorts them by account), the debit is the one
  // leaving an account and the credit the other; each is then held to its account and amount
  const first = list.transfers[0]!;
  const second = list.transfers[1]!;
  const [debit, credit] = first.amount < 0n ? [first, second] : [second, first];
  if (debit.account.id !== intent.accountId || debit.amount !== -amount) throw mismatch('debit');
  if (credit.account.id !== intent.to) throw mismatch('to');
  if (credit.amount !== amount) throw mismatch('amount');
}

/**
 * A token association ('trust'): the account associated is the wallet's own (the approved
 * payer, which the intent also names as `to`), and the one token is the approved one; nothing
 * moves but the fee.
 */
export function checkAssociation(tx: DecodedHederaTransaction, intent: HederaIntent): void {
  if (intent.token === undefined) throw mismatch('token');
  if (intent.decimals !== undefined) throw mismatch('decimals');
  if (intent.amount !== '0') throw mismatch('amount');
  if (intent.to !== intent.accountId) throw mismatch('to');
  const a = tx.association;
  // checkIntent refuses any other operation first; this holds the association on its own too
  if (a === null) throw mismatch('operation');
  if (!a.account || a.account.alias || a.account.id !== intent.accountId) throw mismatch('account');
  if (a.tokens.length !== 1 || a.tokens[0] !== intent.token) throw mismatch('tokens');
}

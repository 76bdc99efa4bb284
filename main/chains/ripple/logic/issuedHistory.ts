/**
 * A token coin's history: the account's validated transactions (account_tx) that moved the
 * token (Payments whose Amount is that currency of that issuer, counted by what they
 * delivered) or opened or removed its trust line (TrustSet), newest first.
 */
import { issuedUnitsFloor, type IssuedToken } from '../../../../shared/chains/ripple/issued';
import { readEachOf } from '../../../net/readEach';
import type { HistoryItem, HistoryPage } from '../../types';
import { HISTORY_LIMIT } from '../constants';
import type { RippleCtx } from '../ctx';
import { withRippled, type AccountTxEntry } from '../network';
import { historyItem, stateOf } from './listHistory';

type Amount = AccountTxEntry['tx_json']['Amount'];

const isToken = (a: Amount, t: IssuedToken): a is { currency: string; value: string; issuer?: string } =>
  typeof a === 'object' && a.currency === t.currency && a.issuer === t.issuer;

function tokenItem(e: AccountTxEntry, me: string, token: IssuedToken): HistoryItem | null {
  const tx = e.tx_json;
  const base = historyItem(e, me);
  if (tx.TransactionType === 'TrustSet') {
    if (tx.Account !== me || !isToken(tx.LimitAmount, token)) return null;
    const opened = issuedUnitsFloor(tx.LimitAmount.value) > 0n;
    return {
      ...base,
      amount: '0',
      to: token.issuer,
      description: opened ? 'Trust line opened' : 'Trust line removed',
    };
  }
  const asked = tx.DeliverMax ?? tx.Amount;
  if (tx.TransactionType !== 'Payment' || !isToken(asked, token)) return null;
  const delivered = e.meta.delivered_amount;
  // what arrived for a success (a partial payment's Amount can be far above it), what was tried otherwise
  const moved =
    stateOf(e.meta.TransactionResult) === 'success'
      ? isToken(delivered, token)
        ? issuedUnitsFloor(delivered.value)
        : 0n
      : issuedUnitsFloor(asked.value);
  return { ...base, amount: (tx.Account === me ? -moved : moved).toString(10) };
}

export async function listIssuedHistory(
  ctx: RippleCtx,
  address: string,
  token: IssuedToken,
): Promise<HistoryPage> {
  const txs = await withRippled(ctx, (api) => api.accountTx(address, HISTORY_LIMIT));
  const page = readEachOf(txs, (t) => (t.validated !== false ? tokenItem(t, address, token) : null));
  return { items: page.items.slice(0, HISTORY_LIMIT), skipped: page.skipped };
}

/**
 * A THORChain swap memo held to the swap the user approved, for the deposits that carry it as
 * the transaction's own memo (Cosmos Hub MsgSend, THORChain MsgDeposit): the signer reads the
 * memo with THORChain's strict parser (shared/exchange/thorchainMemo.ts) and refuses one that
 * swaps to another asset or destination, accepts less than the approved minimum, or pays an
 * affiliate the user was not shown; and refuses the deposit from the quote's expiry on. The
 * sentences are the UTXO and EVM deposits' own.
 */
import type { SwapTerms } from '../../shared/exchange/swapTerms';
import { parseThorchainSwapMemo, sameSwapDestination } from '../../shared/exchange/thorchainMemo';
import { AppError } from '../../shared/errors';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/**
 * Throws INTENT_MISMATCH unless `memo` is a THORChain swap saying exactly `terms` and
 * `nowSeconds` is before `terms.expiry`.
 */
export function checkSwapMemo(
  memo: string | undefined,
  terms: SwapTerms | undefined,
  nowSeconds: number,
): void {
  if (!terms) throw mismatch('A swap deposit comes without the swap you approved');
  if (memo === undefined) throw mismatch('A swap deposit must carry its memo');
  if (nowSeconds >= terms.expiry) throw mismatch('The quote has expired; ask for a new one');
  const parsed = parseThorchainSwapMemo(memo);
  if (!parsed.ok) throw mismatch(parsed.reason);
  const m = parsed.memo;
  if (m.asset.id !== terms.toAsset) throw mismatch('The memo swaps to another asset than you approved');
  if (!sameSwapDestination(m.destination, terms.destination))
    throw mismatch('The memo pays out to another address than you approved');
  if (m.limit < BigInt(terms.minOut)) throw mismatch('The memo accepts less than the minimum you approved');
  const a = m.affiliate;
  const approved = terms.affiliate;
  if (a === null ? approved !== undefined : a.name !== approved?.name || a.feeBps !== approved.feeBps)
    throw mismatch('The memo pays an affiliate fee you did not approve');
}

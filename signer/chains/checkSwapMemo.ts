/**
 * A THORChain swap memo held to the swap the user approved: the one place the signer does it,
 * for every family's swap deposit (UTXO's OP_RETURN output, the EVM router's memo argument,
 * Cosmos Hub's MsgSend memo, THORChain's MsgDeposit memo). Each family checks that its bytes
 * carry exactly the approved memo; this reads that memo with THORChain's strict parser
 * (shared/exchange/thorchainMemo.ts) and refuses one that swaps to another asset or
 * destination, accepts less than the approved minimum, or pays an affiliate the user was not
 * shown; and refuses the deposit from the quote's expiry on, or with an expiry further ahead
 * than a quote holds, on the signer's clock. One copy, so the families' rules cannot drift.
 */
import { MAX_EXPIRY_AHEAD_S, type SwapTerms } from '../../shared/exchange/swapTerms';
import {
  parseThorchainSwapMemo,
  sameSwapDestination,
  type ThorchainSwapMemo,
} from '../../shared/exchange/thorchainMemo';
import { AppError } from '../../shared/errors';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/**
 * Throws INTENT_MISMATCH unless `memo` is a THORChain swap saying exactly `terms`, at most
 * `maxBytes` long (what the family's carrier holds: 80 for an OP_RETURN output), and
 * `nowSeconds` is before `terms.expiry` and no more than MAX_EXPIRY_AHEAD_S before it.
 * Returns what the memo says, for the journal.
 */
export function checkSwapMemo(
  memo: string | undefined,
  terms: SwapTerms | undefined,
  nowSeconds: number,
  maxBytes = Number.POSITIVE_INFINITY,
): ThorchainSwapMemo {
  if (!terms) throw mismatch('A swap deposit comes without the swap you approved');
  if (memo === undefined) throw mismatch('A swap deposit must carry its memo');
  if (new TextEncoder().encode(memo).length > maxBytes)
    throw mismatch('The memo is too long for an OP_RETURN output');
  if (nowSeconds >= terms.expiry) throw mismatch('The quote has expired; ask for a new one');
  if (terms.expiry - nowSeconds > MAX_EXPIRY_AHEAD_S)
    throw mismatch('The deposit expires later than a quote holds');
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
  return m;
}

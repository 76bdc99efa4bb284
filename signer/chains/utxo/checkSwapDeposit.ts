/**
 * A swap deposit's own rules, before its outputs are checked like a transfer's: the memo is
 * a THORChain swap the signer reads itself (shared/exchange/thorchainMemo.ts), and it must
 * say what the user approved, for no longer than the quote holds. Returns the OP_RETURN
 * output the transaction must carry, which checkIntent holds the outputs to.
 */
import { payments } from 'bitcoinjs-lib';
import { OP_RETURN_MAX_BYTES, type SwapTerms } from '../../../shared/exchange/swapTerms';
import { parseThorchainSwapMemo, sameSwapDestination } from '../../../shared/exchange/thorchainMemo';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { UtxoJournalDetail } from './journalDetail';

export { OP_RETURN_MAX_BYTES };

const mismatch = (why: string): AppError => new AppError('INTENT_MISMATCH', why);

const sameAffiliate = (
  memo: { name: string; feeBps: number } | null,
  approved: SwapTerms['affiliate'],
): boolean =>
  memo === null ? approved === undefined : memo.name === approved?.name && memo.feeBps === approved.feeBps;

export interface CheckedSwapDeposit {
  /** the OP_RETURN output's script, carrying the memo */
  opReturn: Uint8Array;
  /** what the journal keeps of it */
  detail: NonNullable<UtxoJournalDetail['swap']>;
}

/**
 * Throws INTENT_MISMATCH unless the intent is a THORChain swap deposit whose memo swaps to the
 * approved asset and destination, with a limit no lower than the approved minimum and only
 * the approved affiliate, and `nowSeconds` is before the quote's expiry.
 */
export function checkSwapDeposit(intent: SignIntentOf<'utxo'>, nowSeconds: number): CheckedSwapDeposit {
  const terms = intent.swap;
  if (!terms) throw mismatch('A swap deposit comes without the swap you approved');
  if (intent.memo?.kind !== 'text') throw mismatch('A swap deposit must carry its memo');
  const bytes = new TextEncoder().encode(intent.memo.value);
  if (bytes.length > OP_RETURN_MAX_BYTES) throw mismatch('The memo is too long for an OP_RETURN output');
  if (nowSeconds >= terms.expiry) throw mismatch('The quote has expired; ask for a new one');
  const parsed = parseThorchainSwapMemo(intent.memo.value);
  if (!parsed.ok) throw mismatch(parsed.reason);
  const memo = parsed.memo;
  if (memo.asset.id !== terms.toAsset) throw mismatch('The memo swaps to another asset than you approved');
  if (!sameSwapDestination(memo.destination, terms.destination))
    throw mismatch('The memo pays out to another address than you approved');
  if (memo.limit < BigInt(terms.minOut))
    throw mismatch('The memo accepts less than the minimum you approved');
  if (!sameAffiliate(memo.affiliate, terms.affiliate))
    throw mismatch('The memo pays an affiliate fee you did not approve');
  return {
    opReturn: payments.embed({ data: [bytes] }).output!,
    detail: {
      provider: terms.provider,
      memo: intent.memo.value,
      toAsset: memo.asset.id,
      destination: memo.destination,
      limit: memo.limit.toString(10),
      expiry: terms.expiry,
    },
  };
}

/**
 * A swap deposit's own rules, before its outputs are checked like a transfer's: the memo is
 * a THORChain swap held to what the user approved, for no longer than the quote holds, by the
 * signer's one memo check (../checkSwapMemo.ts), and fits an OP_RETURN output. Returns the
 * OP_RETURN output the transaction must carry, which checkIntent holds the outputs to.
 */
import { payments } from 'bitcoinjs-lib';
import { OP_RETURN_MAX_BYTES } from '../../../shared/exchange/swapTerms';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { checkSwapMemo } from '../checkSwapMemo';
import type { UtxoJournalDetail } from './journalDetail';

export { OP_RETURN_MAX_BYTES };

export interface CheckedSwapDeposit {
  /** the OP_RETURN output's script, carrying the memo */
  opReturn: Uint8Array;
  /** what the journal keeps of it */
  detail: NonNullable<UtxoJournalDetail['swap']>;
}

/**
 * Throws INTENT_MISMATCH unless the intent is a THORChain swap deposit whose text memo (a tag
 * is no memo THORChain reads) fits an OP_RETURN output and says the approved swap before the
 * quote's expiry on the signer's clock, `nowSeconds`.
 */
export function checkSwapDeposit(intent: SignIntentOf<'utxo'>, nowSeconds: number): CheckedSwapDeposit {
  const text = intent.memo?.kind === 'text' ? intent.memo.value : undefined;
  const memo = checkSwapMemo(text, intent.swap, nowSeconds, OP_RETURN_MAX_BYTES);
  // checkSwapMemo refused a deposit without its terms or its text memo
  const terms = intent.swap!;
  return {
    opReturn: payments.embed({ data: [new TextEncoder().encode(text)] }).output!,
    detail: {
      provider: terms.provider,
      memo: text!,
      toAsset: memo.asset.id,
      destination: memo.destination,
      limit: memo.limit.toString(10),
      expiry: terms.expiry,
    },
  };
}

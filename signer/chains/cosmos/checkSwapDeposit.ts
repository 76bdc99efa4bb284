/**
 * A THORChain swap deposit from the Cosmos family: on the Hub one bank MsgSend of the native
 * coin from the wallet to the inbound address the user approved, exactly the amount, the
 * transaction's memo the swap memo (then checked as the transfer it is: checkIntent.ts); on
 * THORChain a MsgDeposit of RUNE with the memo (checkThorDeposit.ts). THORChain refunds a failed
 * swap to the sender, so the refund address is the wallet's own by construction (the message's
 * sender or signer is held to the signing key). Here: the swap's own rules, common to both: the
 * memo read and held to the approved terms, expiry, the native coin only.
 */
import { AppError } from '../../../shared/errors';
import { checkSwapMemo } from '../checkSwapMemo';
import type { CosmosChainRow } from './chainTable';
import type { CosmosIntent } from './checkIntent';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/**
 * Throws INTENT_MISMATCH unless `intent` is a swap deposit in the chain's native coin whose text
 * memo says the approved swap before its expiry; returns the intent as the transfer its message
 * is then held to. Any other kind passes through, refused when it carries swap terms (a
 * transfer checked without them would skip the memo's rules).
 */
export function checkCosmosSwapDeposit(
  row: CosmosChainRow,
  intent: CosmosIntent,
  nowSeconds: number,
): CosmosIntent {
  if (intent.kind !== 'swapDeposit') {
    if (intent.swap !== undefined) throw mismatch('swap');
    return intent;
  }
  // THORChain's inbound takes the chain's gas asset; another denom would be lost or refunded
  if (intent.denom !== row.denom) throw mismatch('denom');
  // a tag is not a memo THORChain reads: as good as none
  checkSwapMemo(intent.memo?.kind === 'text' ? intent.memo.value : undefined, intent.swap, nowSeconds);
  const { swap: _terms, ...transfer } = intent;
  return { ...transfer, kind: 'transfer' };
}

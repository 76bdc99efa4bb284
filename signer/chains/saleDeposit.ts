import { capabilitiesOf } from '../../shared/chains/capabilities';
import { validateAddress } from '../../shared/chains/validate';
import type { NetworkKind } from '../../shared/chains/validate/result';
import { AppError } from '../../shared/errors';
import type { SignIntent } from '../../shared/signer/protocol';

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);

/**
 * What the signer holds a sell provider's deposit to beyond a transfer's own checks (the family
 * then holds the bytes to `to`, `amount` and `memo` exactly): the provider it was approved for,
 * a deposit address valid for the chain on this network by the family's own validator (a
 * provider's typo or a hostile main's swap to another chain's format would lose the coins), and
 * the memo on chains that take one, of the chain's kind: a deposit to a provider's shared
 * address without its memo or destination tag cannot be credited to the sale. A chain without
 * memos takes none. Throws INTENT_MISMATCH naming the field; returns the intent as the transfer
 * the family signs.
 */
export function checkSaleDeposit(intent: SignIntent, network: NetworkKind): SignIntent {
  const selling = intent.kind === 'sellDeposit';
  // the label and the kind go together: a sale checked as a plain transfer would skip the rules below
  if (selling !== (intent.sale !== undefined)) throw mismatch('sale');
  if (!selling) return intent;
  const valid = validateAddress(intent.chainName, intent.to, network);
  if (!valid.valid) throw mismatch(`to: ${valid.reason}`);
  const takes = capabilitiesOf(intent.chainName).memo;
  const memo = intent.memo;
  // none where the chain takes none; where it takes one, one of its kind (XRP: a numeric tag)
  const fits =
    memo === undefined ? takes === 'none' : takes !== 'none' && (takes !== 'tag' || memo.kind === 'tag');
  if (!fits) throw mismatch('memo');
  return { ...intent, kind: 'transfer' };
}

import { capabilitiesOf } from '../../../shared/chains/capabilities';
import { getChain } from '../../../shared/chains/registry';
import { MEMO_TEXT_MAX, type Memo } from '../../../shared/contract/transfers';
import { AppError } from '../../../shared/errors';

const TAG = /^\d{1,20}$/;

/**
 * The memo an "exchange create" order asks its deposit to carry, as the chain carries it: none
 * on a chain without memos (a provider asking for one there cannot be paid as it asks), and on
 * a memo chain always one, of the chain's kind: a deposit to a provider's shared address
 * without it cannot be credited to the order and is lost. Refusals are NETWORK errors naming
 * the provider; nothing is sent.
 */
export function depositMemo(chainName: string, memo: string, who: string): Memo | undefined {
  const takes = capabilitiesOf(chainName).memo;
  const chain = getChain(chainName).displayName;
  const text = memo.trim();
  if (takes === 'none') {
    if (text) throw refuse(`${who} gave a memo, but ${chain} transfers carry none; nothing was sent`);
    return undefined;
  }
  if (!text)
    throw refuse(
      `${who} gave no ${takes === 'tag' ? 'destination tag' : 'memo'}; a ${chain} deposit without it is lost, so nothing was sent`,
    );
  if (takes === 'tag' && !TAG.test(text))
    throw refuse(`${who} gave a destination tag that is not a number; nothing was sent`);
  if (text.length > MEMO_TEXT_MAX)
    throw refuse(`${who}'s memo is longer than ${chain} takes; nothing was sent`);
  return { kind: takes, value: text };
}

const refuse = (why: string) => new AppError('NETWORK', why);

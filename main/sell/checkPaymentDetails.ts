import { parseUnits } from '../../shared/amount';
import { capabilitiesOf } from '../../shared/chains/capabilities';
import { getChain } from '../../shared/chains/registry';
import { validateAddress, type NetworkKind } from '../../shared/chains/validate';
import type { Memo } from '../../shared/contract/transfers';
import { MEMO_TEXT_MAX } from '../../shared/contract/transfers';
import { sellRefusal } from './sellRefusal';
import type { PaymentDetailsAnswer } from './types';

export interface SoldCoin {
  chainName: string;
  symbol: string;
  decimals: number;
}

export interface CheckPaymentDetailsParams {
  coin: SoldCoin;
  network: NetworkKind;
  providerDisplayName: string;
  /** base units: what the user asked to sell and the provider quoted for */
  quoted: bigint;
  answer: PaymentDetailsAnswer;
}

export interface CheckedDeposit {
  depositAddress: string;
  /** base units */
  amount: bigint;
  memo?: Memo;
}

const TAG = /^\d{1,20}$/;

/**
 * Holds a provider's payment details to the quote before the review shows them: the same
 * asset, exactly the quoted amount, an address valid for the chain on this network, and a memo
 * of the chain's kind where the chain takes one (a provider's deposit to a shared exchange
 * address is lost without it) and none where it does not. Each refusal is one sentence.
 */
export function checkPaymentDetails(p: CheckPaymentDetailsParams): CheckedDeposit {
  const { coin, answer } = p;
  const who = p.providerDisplayName;
  const chain = getChain(coin.chainName);
  if (
    (answer.chainName !== undefined && answer.chainName !== coin.chainName) ||
    (answer.symbol !== undefined && answer.symbol.toUpperCase() !== coin.symbol.toUpperCase())
  )
    throw sellRefusal(
      `${who} asked for ${answer.symbol ?? coin.symbol} on ${answer.chainName ?? coin.chainName}, not the ${coin.symbol} on ${chain.displayName} you are selling; nothing was sent.`,
    );

  let amount: bigint;
  try {
    amount = parseUnits(answer.amount, coin.decimals);
  } catch {
    throw sellRefusal(`${who} gave a deposit amount that is not a ${coin.symbol} amount; nothing was sent.`);
  }
  if (amount > p.quoted)
    throw sellRefusal(
      `${who} asked for a deposit of ${answer.amount} ${coin.symbol}, more than the quoted amount; nothing was sent.`,
    );
  if (amount !== p.quoted)
    throw sellRefusal(
      `${who} asked for a deposit of ${answer.amount} ${coin.symbol}, not the quoted amount; ask for a new quote.`,
    );

  const address = answer.depositAddress.trim();
  const valid = validateAddress(coin.chainName, address, p.network);
  if (!valid.valid)
    throw sellRefusal(
      `${who}'s deposit address is not a valid ${chain.displayName} address (${valid.reason}); nothing was sent.`,
    );

  const takes = capabilitiesOf(coin.chainName).memo;
  const memoText = answer.memo?.trim() ?? '';
  if (takes === 'none') {
    if (memoText)
      throw sellRefusal(
        `${who} gave a memo, but ${chain.displayName} transfers carry none; nothing was sent.`,
      );
    return { depositAddress: address, amount };
  }
  if (!memoText)
    throw sellRefusal(
      `${who} gave no ${takes === 'tag' ? 'destination tag' : 'memo'}; a ${chain.displayName} deposit without it is lost, so nothing was sent.`,
    );
  if (takes === 'tag' && !TAG.test(memoText))
    throw sellRefusal(`${who}'s destination tag is not a whole number; nothing was sent.`);
  if (takes === 'text' && memoText.length > MEMO_TEXT_MAX)
    throw sellRefusal(`${who}'s memo is longer than ${chain.displayName} takes; nothing was sent.`);
  return { depositAddress: address, amount, memo: { kind: takes, value: memoText } };
}

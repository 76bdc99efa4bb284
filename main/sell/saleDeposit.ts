import { parseUnits } from '../../shared/amount';
import { getChain } from '../../shared/chains/registry';
import type { CallInput } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { SignIntentSchema, type SignIntent } from '../../shared/signer/protocol';
import type { CoinRefs } from '../services/transfers/coinRefs';
import type { SignAndSend } from '../services/transfers/signAndSend';

/** The provider a deposit pays, as the signer's intent carries it (the `sale` label). */
export interface SaleLabel {
  providerName: string;
  providerDisplayName: string;
}

/** Pays a checked deposit as a `sellDeposit`; the sell service's one way out. */
export type SubmitSale = (form: CallInput<'send.submit'>, sale: SaleLabel) => Promise<{ hash: string }>;

/**
 * The family's transfer intent made a sell deposit. The family's own intent schema decides
 * whether it signs sell deposits (a family that declares no `sellDeposit` kind cannot sell), so
 * this is the same list the signer refuses by.
 */
export function asSaleDeposit(intent: SignIntent, sale: SaleLabel): SignIntent {
  const r = SignIntentSchema.safeParse({ ...intent, kind: 'sellDeposit', sale });
  if (!r.success)
    throw new AppError('RULE', `Selling is not available on ${getChain(intent.chainName).displayName} yet`);
  return r.data;
}

/** Whether the chain's family signs sell deposits (the quote is refused up front otherwise). */
export function sellsOn(chainName: string): boolean {
  const family = getChain(chainName).family;
  const schema = SignIntentSchema.options.find((o) => o.shape.family.value === family);
  return schema?.shape.kind.options.some((k) => k === 'sellDeposit') ?? false;
}

/**
 * The deposit through the one send path (fee held to the approval, signer, broadcast, pending
 * list, confirmation loop) as a `sellDeposit` labelled with its provider: the signer then holds
 * it to a deposit's rules too (an address valid for the chain, the memo on memo chains), and the
 * pending list names it a sale.
 */
export function saleSubmitter(refs: CoinRefs, sender: SignAndSend): SubmitSale {
  return async (form, sale) => {
    const { wallet, coin } = refs.signableCoinOf(form.coinId);
    const family = refs.sendingFamily(coin.chainName);
    const ref = await refs.refOf(wallet, coin, family);
    const approvedFee = parseUnits(form.approvedFee, getChain(coin.chainName).decimals);
    const prepared = await family.prepare(ref, {
      to: form.to,
      amount: parseUnits(form.amount, coin.decimals),
      sendAll: false,
      // a custom rate replaces the option's; Normal is only what the family falls back to naming
      feeOption: form.feeOption === 'Custom' ? 'Normal' : form.feeOption,
      ...(form.feeOption === 'Custom' && form.customFee !== undefined ? { customFee: form.customFee } : {}),
      ...(form.memo ? { memo: form.memo } : {}),
    });
    const intent = asSaleDeposit(prepared.intent, sale);
    return sender.run(ref, coin, { ...prepared, intent }, approvedFee, 'sellDeposit');
  };
}

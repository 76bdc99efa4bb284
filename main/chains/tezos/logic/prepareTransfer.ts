/**
 * A Tezos send, checked and planned: no memo, a recipient with a valid checksum, the fees and
 * storage burn as the quote's fee, a reveal when the account has not published its key. The
 * intent holds the signer to the recipient, amount, that fee and the counter, and for a token
 * (coin.contractAddress: KT1… or KT1…:id) to that token; its fees are paid in XTZ.
 */
import { validateAddress } from '../../../../shared/chains/tezos/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, Quote, QuoteParams } from '../../family';
import { TEZOS_ERRORS } from '../constants';
import type { TezosCtx } from '../ctx';
import { planTransfer, type TransferPlan } from './planTransfer';
import { tokenOfCoin } from './token';

export async function prepareTransfer(ctx: TezosCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  if (p.memo) throw new AppError('BAD_INPUT', TEZOS_ERRORS.noMemo);
  const to = recipient(coin.chainName, p.to);
  const token = tokenOfCoin(coin);
  const planned = await planTransfer(ctx, {
    from: coin.address,
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    ...(coin.publicKey ? { publicKey: coin.publicKey } : {}),
    ...(token ? { token: { token, symbol: coin.symbol, decimals: coin.decimals } } : {}),
  });
  const quote = quoteOf(planned);
  const intent: SignIntentOf<'tezos'> = {
    family: 'tezos',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    feeCap: quote.fee.toString(10),
    counter: planned.counter.toString(10),
    ...(planned.reveal ? { reveal: true } : {}),
    ...(token ? { token } : {}),
  };
  return { quote, unsigned: planned.forged, intent };
}

/** The fees and the storage burn are both what the send costs besides the amount. */
function quoteOf(p: TransferPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fees + p.burn,
    isMax: p.isMax,
    // a Tezos fee is set by the mempool's minimum, not bid against others: nothing to choose
    feeOptions: [],
    feeUnit: 'XTZ',
    feeUnitDecimals: 6,
  };
}

/** spec §5: Tezos addresses by their checksum. */
function recipient(chainName: string, text: string): string {
  const t = text.trim();
  if (!validateAddress(chainName, t).valid) throw new AppError('BAD_INPUT', TEZOS_ERRORS.badAddress);
  return t;
}

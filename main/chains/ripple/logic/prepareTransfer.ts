/**
 * An XRP payment (or, for a token coin, an issued one: issuedPayment.ts), checked and planned: a classic recipient, a destination tag as the only memo,
 * the open ledger's fee. The intent holds the signer to the recipient, the amount, the fee, the
 * tag and the ledger the payment must land by.
 */
import { decodeRippleAddress } from '../../../../shared/chains/ripple/rippleCodec';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, Quote, QuoteParams } from '../../family';
import { RIPPLE_ERRORS } from '../constants';
import type { RippleCtx } from '../ctx';
import { prepareIssuedTransfer } from './issuedPayment';
import { tokenOf } from './issuedToken';
import { planPayment, type PaymentPlan } from './planPayment';

export async function prepareTransfer(ctx: RippleCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  if (p.memo && p.memo.kind !== 'tag') throw new AppError('BAD_INPUT', RIPPLE_ERRORS.memoKind);
  const to = recipient(p.to);
  if (coin.contractAddress) return prepareIssuedTransfer(ctx, coin, tokenOf(coin.contractAddress), to, p);
  const planned = await planPayment(ctx, {
    from: coin.address,
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    ...(p.memo ? { tag: p.memo.value } : {}),
  });
  const intent: SignIntentOf<'ripple'> = {
    family: 'ripple',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    feeCap: planned.fee.toString(10),
    currentLedger: planned.currentLedger,
    ...(planned.destinationTag !== undefined
      ? { memo: { kind: 'tag', value: String(planned.destinationTag) } }
      : {}),
  };
  return { quote: quoteOf(planned), unsigned: planned.unsigned, intent };
}

function quoteOf(p: PaymentPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fee,
    isMax: p.isMax,
    // one fee for everyone: the open ledger's, read from the server
    feeOptions: [],
    feeUnit: 'XRP',
    feeUnitDecimals: 6,
  };
}

/** spec §5: a classic address (r…, 25-35 characters, its checksum right). */
function recipient(text: string): string {
  const t = text.trim();
  try {
    decodeRippleAddress(t);
  } catch {
    throw new AppError('BAD_INPUT', RIPPLE_ERRORS.badAddress);
  }
  return t;
}

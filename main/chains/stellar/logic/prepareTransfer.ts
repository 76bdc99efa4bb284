/**
 * A Stellar payment (XLM or an asset), checked and planned: a G… recipient, the fee rate the
 * user picked, a memo. The intent holds the signer to the recipient, the amount, the asset,
 * the fee, whether the payment opens the recipient's account, and the memo.
 */
import { validateAddress } from '../../../../shared/chains/stellar/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, Quote, QuoteParams } from '../../family';
import { STELLAR_ERRORS } from '../constants';
import type { StellarCtx } from '../ctx';
import { parseAsset } from './asset';
import { intentMemo } from './memo';
import { planTransfer } from './planTransfer';

export async function prepareTransfer(ctx: StellarCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  const to = recipient(p.to);
  const asset = coin.contractAddress ? parseAsset(coin.contractAddress) : undefined;
  const planned = await planTransfer(ctx, {
    from: coin.address,
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    feeOption: p.feeOption,
    ...(asset ? { asset } : {}),
    ...(p.memo ? { memo: p.memo } : {}),
  });
  const quote: Quote = {
    amount: planned.amount,
    fee: planned.fee,
    isMax: planned.isMax,
    feeOptions: [
      { title: 'Recommended', price: planned.rates.Recommended },
      { title: 'Normal', price: planned.rates.Normal },
    ],
    feeUnit: 'stroops',
    feeUnitDecimals: 0,
  };
  const memo = intentMemo(p.memo);
  const intent: SignIntentOf<'stellar'> = {
    family: 'stellar',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    feeCap: planned.fee.toString(10),
    ...(asset ? { asset } : {}),
    ...(planned.createsAccount ? { createsAccount: true } : {}),
    ...(memo ? { memo } : {}),
  };
  return { quote, unsigned: planned.envelope, intent };
}

/** spec §5: an ed25519 public key (G…); muxed M… addresses are refused. */
function recipient(text: string): string {
  const t = text.trim();
  const r = validateAddress('stellar', t);
  if (!r.valid) throw new AppError('BAD_INPUT', STELLAR_ERRORS.badAddress(r.reason));
  return t;
}

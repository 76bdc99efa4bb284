/**
 * A Filecoin send, checked and planned: no memo, an address of the profile's network letter,
 * the expected fee shown and the most the message can cost (GasFeeCap × GasLimit) as the fee
 * limit the signer is held to, with the nonce.
 */
import { validateAddress } from '../../../../shared/chains/filecoin/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import { feeLimitRow } from '../../costRows';
import type { CoinRef, Prepared, Quote, QuoteParams } from '../../family';
import { FILECOIN_ERRORS } from '../constants';
import type { FilecoinCtx } from '../ctx';
import { planTransfer, type TransferPlan } from './planTransfer';

export async function prepareTransfer(ctx: FilecoinCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  if (p.memo) throw new AppError('BAD_INPUT', FILECOIN_ERRORS.noMemo);
  const to = recipient(ctx, p.to);
  const planned = await planTransfer(ctx, { from: coin.address, to, amount: p.amount, sendAll: p.sendAll });
  const intent: SignIntentOf<'filecoin'> = {
    family: 'filecoin',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.message.value.toString(10),
    // the most the message can cost (signAndSend sets it again from the approved quote)
    feeCap: planned.maxFee.toString(10),
    nonce: planned.message.nonce.toString(10),
  };
  return { quote: quoteOf(planned), unsigned: planned.unsigned, intent };
}

/** The expected fee is shown; the most the message can cost (GasFeeCap × GasLimit) holds the signer. */
function quoteOf(p: TransferPlan): Quote {
  return {
    amount: p.message.value,
    fee: p.fee,
    isMax: p.isMax,
    // Lotus prices the gas (fee cap and premium); there is nothing for the user to pick
    feeOptions: [],
    feeUnit: 'FIL',
    feeUnitDecimals: 18,
    costs: [feeLimitRow(p.maxFee)],
  };
}

/** spec §5: Filecoin's address check, on the profile's network letter. */
function recipient(ctx: FilecoinCtx, text: string): string {
  const t = text.trim();
  if (!validateAddress('filecoin', t, ctx.network).valid)
    throw new AppError('BAD_INPUT', FILECOIN_ERRORS.badAddress);
  return t;
}

/**
 * An Aptos send, checked and planned: no memo, a strict recipient, max gas × gas unit price as
 * the most it can cost. The intent holds the signer to the recipient, the amount and that cap,
 * and for a token (coin.contractAddress: a metadata address or coin type) to that token; its
 * gas is paid in APT, the quote's fee in octas.
 */
import { validateAddress } from '../../../../shared/chains/aptos/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import { feeLimitRow } from '../../costRows';
import type { CoinRef, Prepared, Quote, QuoteParams } from '../../family';
import { APTOS_ERRORS } from '../constants';
import type { AptosCtx } from '../ctx';
import { planTransfer, type TransferPlan } from './planTransfer';
import { tokenOfCoin } from './token';

export async function prepareTransfer(ctx: AptosCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  if (p.memo) throw new AppError('BAD_INPUT', APTOS_ERRORS.noMemo);
  const to = recipient(p.to);
  const token = tokenOfCoin(coin);
  const planned = await planTransfer(ctx, {
    from: coin.address,
    ...(coin.publicKey ? { publicKey: coin.publicKey } : {}),
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    feeOption: p.feeOption,
    ...(p.customFee !== undefined ? { customFee: p.customFee } : {}),
    ...(token ? { token: { token, symbol: coin.symbol, decimals: coin.decimals } } : {}),
  });
  const intent: SignIntentOf<'aptos'> = {
    family: 'aptos',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    feeCap: planned.maxFee.toString(10),
    ...(token ? { token } : {}),
  };
  return { quote: quoteOf(planned), unsigned: planned.unsigned, intent };
}

function quoteOf(p: TransferPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fee,
    // Aptos holds a transaction to max gas units × the gas unit price and charges only the gas it used
    costs: [
      feeLimitRow(
        p.maxFee,
        `${p.maxGasAmount} gas units × ${p.gasUnitPrice} octas at most; only the gas used is charged`,
      ),
    ],
    isMax: p.isMax,
    feeOptions: p.feeOptions,
    feeUnit: 'octas/gas',
    feeUnitDecimals: 0,
  };
}

/** spec §5: a strict address parse (AIP-40: 0x and 64 hex digits, or a special 0x0–0xf). */
function recipient(text: string): string {
  const t = text.trim();
  if (!validateAddress('aptos', t).valid) throw new AppError('BAD_INPUT', APTOS_ERRORS.badAddress);
  return `0x${t.slice(2).padStart(64, '0').toLowerCase()}`;
}

/**
 * A Cardano send, checked and planned: no memo, a Shelley address of the profile's network,
 * the linear fee from the planned body. The intent holds the signer to the recipient, the
 * amount and that fee; for a native asset (coin.contractAddress, issue 37) also to the asset
 * and the ADA its output carries, which the quote shows as a cost row.
 */
import { validateAddress } from '../../../../shared/chains/cardano/validate';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Network, Prepared, QuoteParams } from '../../family';
import { ADA_DECIMALS, CARDANO_ERRORS } from '../constants';
import type { CardanoCtx } from '../ctx';
import { planTokenTransfer } from './planTokenTransfer';
import { planTransfer, type TransferPlan } from './planTransfer';
import { tokenOfCoin } from './token';

export interface PrepareTransferParams {
  coin: CoinRef;
  params: QuoteParams;
  network: Network;
}

/** the cost row of the ADA a token's output carries */
export const SENT_ALONG_LABEL = 'Sent along with the token';

export async function prepareTransfer(
  ctx: CardanoCtx,
  { coin, params: p, network }: PrepareTransferParams,
): Promise<Prepared> {
  const isAddress = (text: string) => validateAddress('cardano', text, network).valid;
  if (p.memo) throw new AppError('BAD_INPUT', CARDANO_ERRORS.noMemo);
  const to = p.to.trim();
  if (!isAddress(to)) throw new AppError('BAD_INPUT', CARDANO_ERRORS.badAddress);
  // spec §5: a coin without a payment address of this network cannot send
  const from = isAddress(coin.address) ? coin.address : '';
  const token = tokenOfCoin(coin);
  const planned: TransferPlan & { lovelace?: bigint } = token
    ? await planTokenTransfer(ctx, {
        from,
        to,
        token,
        amount: p.amount,
        sendAll: p.sendAll,
        symbol: coin.symbol,
      })
    : await planTransfer(ctx, { from, to, amount: p.amount, sendAll: p.sendAll });
  const intent: SignIntentOf<'cardano'> = {
    family: 'cardano',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    feeCap: planned.fee.toString(10),
    ...(token && planned.lovelace !== undefined ? { token, lovelace: planned.lovelace.toString(10) } : {}),
  };
  return {
    quote: {
      amount: planned.amount,
      fee: planned.fee,
      isMax: planned.isMax,
      // the linear fee follows from the size; there is nothing to choose
      feeOptions: [],
      feeUnit: 'ADA',
      feeUnitDecimals: ADA_DECIMALS,
      ...(planned.lovelace !== undefined
        ? { costs: [{ kind: 'deposit' as const, label: SENT_ALONG_LABEL, amount: planned.lovelace }] }
        : {}),
    },
    unsigned: planned.unsigned,
    intent,
  };
}

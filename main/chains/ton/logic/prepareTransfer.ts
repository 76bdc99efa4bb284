/**
 * A TON or jetton send, checked and planned: a recipient valid on the profile's network, the
 * comment as a text memo. The intent holds the signer to the recipient, amount, fee, the
 * wallet contract version and, for a jetton, the master and the jetton wallet's code and data.
 */
import { validateAddress } from '../../../../shared/chains/ton/validate';
import { AppError } from '../../../../shared/errors';
import type { CoinRef, Prepared, QuoteParams } from '../../family';
import type { TonCtx } from '../ctx';
import { TON_ERRORS } from '../errors';
import { planTransfer } from './planTransfer';

export async function prepareTransfer(ctx: TonCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  const to = p.to.trim();
  if (!validateAddress(coin.chainName, to, ctx.config.network).valid)
    throw new AppError('BAD_INPUT', TON_ERRORS.badAddress);
  const t = await planTransfer(ctx, {
    coin,
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    symbol: coin.symbol,
    ...(p.memo ? { memo: p.memo } : {}),
    ...(coin.contractAddress ? { jettonMaster: coin.contractAddress } : {}),
  });
  return {
    quote: t.quote,
    unsigned: t.unsigned,
    intent: {
      family: 'ton',
      kind: 'transfer',
      chainName: coin.chainName,
      from: t.wallet.address,
      to,
      amount: t.quote.amount.toString(),
      feeCap: t.quote.fee.toString(),
      walletVersion: t.wallet.version,
      memo: { kind: 'text', value: t.comment },
      ...(coin.contractAddress ? { jettonMaster: coin.contractAddress } : {}),
      ...(t.jettonWallet
        ? {
            jettonWallet: {
              code: t.jettonWallet.code.toBoc().toString('base64'),
              data: t.jettonWallet.data.toBoc().toString('base64'),
            },
          }
        : {}),
    },
  };
}

/**
 * A Cosmos send (Hub or THORChain), checked and planned: the chain's bech32 recipient, a text
 * memo only, the chain's fee; a Hub token (coin.contractAddress is its bank denom) sends that denom
 * and pays the fee in ATOM. The intent holds the signer to the recipient, amount, denom, the
 * document's own fee, account number, sequence and memo.
 */
import { COSMOS_PREFIX, decodeCosmosAddress } from '../../../../shared/chains/cosmos/validate';
import { getChain } from '../../../../shared/chains/registry';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, QuoteParams } from '../../family';
import { COSMOS_ERRORS } from '../constants';
import type { CosmosCtx } from '../ctx';
import { canonicalDenom } from './denom';
import { planTransfer } from './planTransfer';

export async function prepareTransfer(ctx: CosmosCtx, coin: CoinRef, p: QuoteParams): Promise<Prepared> {
  const to = recipient(coin.chainName, p.to);
  if (p.memo && p.memo.kind !== 'text') throw new AppError('BAD_INPUT', COSMOS_ERRORS.memoKind);
  if (coin.contractAddress && ctx.config.kind !== 'hub')
    throw new AppError('BAD_INPUT', COSMOS_ERRORS.noTokens);
  const denom = coin.contractAddress ? canonicalDenom(coin.contractAddress) : ctx.config.denom;
  const planned = await planTransfer(ctx, {
    from: coin.address,
    to,
    amount: p.amount,
    sendAll: p.sendAll,
    ...(p.memo ? { memo: p.memo.value } : {}),
    ...(coin.contractAddress ? { denom } : {}),
  });
  const intent: SignIntentOf<'cosmos'> = {
    family: 'cosmos',
    kind: 'transfer',
    chainName: coin.chainName,
    from: coin.address,
    to,
    amount: planned.amount.toString(10),
    denom,
    // the document's own fee; THORChain's native fee is taken by the chain and is not in it
    feeCap: planned.docFee.toString(10),
    accountNumber: planned.account.accountNumber.toString(10),
    sequence: planned.account.sequence.toString(10),
    ...(p.memo ? { memo: p.memo } : {}),
  };
  return {
    quote: {
      amount: planned.amount,
      fee: planned.fee,
      isMax: planned.isMax,
      // the Hub's price is the chain's minimum and THORChain's fee a constant: nothing to choose
      feeOptions: [],
      // the fee is in the native coin, a token's too
      feeUnit: getChain(coin.chainName).symbol,
      feeUnitDecimals: ctx.config.decimals,
    },
    unsigned: planned.signDocHex,
    intent,
  };
}

/** spec §5: the chain's bech32 prefix and a 20-byte payload. */
function recipient(chainName: string, text: string): string {
  const t = text.trim();
  try {
    decodeCosmosAddress(chainName, t);
  } catch {
    throw new AppError(
      'BAD_INPUT',
      COSMOS_ERRORS.badAddress(getChain(chainName).displayName, COSMOS_PREFIX[chainName] ?? ''),
    );
  }
  return t.toLowerCase();
}

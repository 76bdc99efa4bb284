/**
 * A THORChain swap deposit from the Cosmos family. From the Cosmos Hub (GAIA.ATOM): a bank
 * MsgSend of exactly the quoted ATOM to the inbound address THORNode gave, the swap memo as the
 * transaction's memo; it is the family's transfer (prepareTransfer: address, fee, account number
 * and sequence read from the node). From THORChain (THOR.RUNE): RUNE has no inbound address, so
 * the deposit is THORChain's MsgDeposit of exactly the quoted RUNE with the memo in the message
 * (planThorDeposit.ts). Both are signed as `swapDeposit` under the approved terms, so the signer
 * reads the memo and holds it to them (signer/chains/cosmos/checkSwapDeposit.ts,
 * checkThorDeposit.ts). THORChain refunds a failed swap to the sending address: the wallet's own.
 */
import { getChain } from '../../../../shared/chains/registry';
import { AppError } from '../../../../shared/errors';
import type { SignIntentOf } from '../../../../shared/signer/protocol';
import type { CoinRef, Prepared, SwapDepositParams } from '../../family';
import type { CosmosCtx } from '../ctx';
import { planThorDeposit } from './planThorDeposit';
import { prepareTransfer } from './prepareTransfer';

/**
 * The intent's `to` for a MsgDeposit, which has no recipient: THORChain itself (the signer holds
 * the message, not this label; the pending list and history show it)
 */
export const THORCHAIN_DEPOSIT_TO = 'THORChain';

export async function prepareSwapDeposit(
  ctx: CosmosCtx,
  coin: CoinRef,
  p: SwapDepositParams,
): Promise<Prepared> {
  const name = getChain(coin.chainName).displayName;
  if (coin.contractAddress !== undefined)
    throw new AppError('RULE', `THORChain swaps ${name}'s own coin only, not its tokens`);
  // a router is an EVM contract: a quote naming one for a Cosmos deposit is not for this chain
  if (p.router !== undefined) throw new AppError('NETWORK', `THORNode named a router for a ${name} deposit`);
  if (ctx.config.kind === 'thor') return prepareRuneDeposit(ctx, coin, p);
  const prepared = await prepareTransfer(ctx, coin, {
    to: p.depositAddress,
    amount: p.amount,
    sendAll: false,
    feeOption: 'Recommended',
    memo: { kind: 'text', value: p.memo },
  });
  if (prepared.intent.family !== 'cosmos')
    throw new Error('the Cosmos family prepared another family’s intent');
  return { ...prepared, intent: { ...prepared.intent, kind: 'swapDeposit', swap: p.terms } };
}

async function prepareRuneDeposit(ctx: CosmosCtx, coin: CoinRef, p: SwapDepositParams): Promise<Prepared> {
  // a MsgDeposit goes into THORChain's module: an address named for it would be someone's account
  if (p.depositAddress !== '')
    throw new AppError('NETWORK', 'THORNode named an inbound address for a RUNE deposit; nothing was sent');
  const planned = await planThorDeposit(ctx, { from: coin.address, amount: p.amount, memo: p.memo });
  const intent: SignIntentOf<'cosmos'> = {
    family: 'cosmos',
    kind: 'swapDeposit',
    chainName: coin.chainName,
    from: coin.address,
    to: THORCHAIN_DEPOSIT_TO,
    amount: planned.amount.toString(10),
    denom: ctx.config.denom,
    // THORChain's native fee is taken by the chain; the document itself pays none
    feeCap: planned.docFee.toString(10),
    accountNumber: planned.account.accountNumber.toString(10),
    sequence: planned.account.sequence.toString(10),
    memo: { kind: 'text', value: p.memo },
    swap: p.terms,
  };
  return {
    quote: {
      amount: planned.amount,
      fee: planned.fee,
      isMax: false,
      feeOptions: [],
      feeUnit: getChain(coin.chainName).symbol,
      feeUnitDecimals: ctx.config.decimals,
    },
    unsigned: planned.signDocHex,
    intent,
  };
}

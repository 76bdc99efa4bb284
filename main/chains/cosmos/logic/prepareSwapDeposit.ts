/**
 * A THORChain swap deposit from the Cosmos Hub (GAIA.ATOM): a bank MsgSend of exactly the quoted
 * ATOM to the inbound address THORNode gave, the swap memo as the transaction's memo. It is the
 * family's transfer (prepareTransfer: address, fee, account number and sequence read from the
 * node), signed as `swapDeposit` under the approved terms, so the signer reads the memo and holds
 * it to them (signer/chains/cosmos/checkSwapDeposit.ts). THORChain refunds a failed swap to the
 * sending address: the wallet's own.
 */
import { getChain } from '../../../../shared/chains/registry';
import { AppError } from '../../../../shared/errors';
import type { CoinRef, Prepared, SwapDepositParams } from '../../family';
import type { CosmosCtx } from '../ctx';
import { prepareTransfer } from './prepareTransfer';

export async function prepareSwapDeposit(
  ctx: CosmosCtx,
  coin: CoinRef,
  p: SwapDepositParams,
): Promise<Prepared> {
  const name = getChain(coin.chainName).displayName;
  // THORChain's own coin is deposited with MsgDeposit, not sent to a vault
  if (ctx.config.kind !== 'hub') throw new AppError('RULE', `Swaps from ${name} are not available yet`);
  if (coin.contractAddress !== undefined)
    throw new AppError('RULE', `THORChain swaps ${name}'s own coin only, not its tokens`);
  // a router is an EVM contract: a quote naming one for a Hub deposit is not for this chain
  if (p.router !== undefined) throw new AppError('NETWORK', `THORNode named a router for a ${name} deposit`);
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

/**
 * The EVM family's swap deposits (FamilySwaps): THORChain's router call, built by
 * main/exchange/thorchain/evmDeposit.ts, the inbound addresses having been read again by the
 * provider just before (its `fresh`). The chain's coin only: a token deposit is two
 * transactions (the exact approval, then the deposit) and FamilySwaps hands the service one,
 * so tokens are refused in words rather than half paid.
 */
import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import { buildEvmSwapSteps } from '../../exchange/thorchain/evmDeposit';
import type { CoinRef, FamilySwaps, Prepared, SwapDepositParams } from '../family';
import type { EvmCtx } from './ctx';

/** Gas prices are shown in gwei (10^9 wei). */
const GWEI_DECIMALS = 9;

async function plan(ctx: EvmCtx, coin: CoinRef, p: SwapDepositParams): Promise<Prepared> {
  if (coin.contractAddress !== undefined)
    throw new AppError(
      'RULE',
      `Swapping tokens from ${getChain(coin.chainName).displayName} is not available yet`,
    );
  if (p.router === undefined)
    throw new AppError('RULE', 'The swap provider gave no router for this deposit; ask for a new quote');
  // THORChain's recommended gas rate (p.feeRate) is a floor for its own outbounds, not a price
  // this chain needs: the family's own fee estimate prices the deposit
  const { steps, fee } = await buildEvmSwapSteps(
    ctx,
    { chainName: coin.chainName, from: coin.address, deposit: p },
    p.router,
  );
  const step = steps[0]!;
  return {
    quote: {
      amount: p.amount,
      fee,
      isMax: false,
      feeOptions: [],
      feeUnit: 'gwei',
      feeUnitDecimals: GWEI_DECIMALS,
    },
    unsigned: step.unsigned,
    intent: step.intent,
  };
}

export function createEvmSwaps(ctx: () => EvmCtx): FamilySwaps {
  return {
    quote: async (coin, p) => (await plan(ctx(), coin, p)).quote,
    prepare: (coin, p) => plan(ctx(), coin, p),
  };
}

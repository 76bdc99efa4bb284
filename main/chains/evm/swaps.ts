/**
 * The EVM family's swap deposits (FamilySwaps): THORChain's router call, built by
 * main/exchange/thorchain/evmDeposit.ts, the inbound addresses having been read again by the
 * provider just before (its `fresh`). The chain's coin is one transaction; an ERC-20 is two,
 * the approval of exactly the amount for the router and then the deposit at the next nonce, the
 * signer checking each (checkTokenApprove, checkSwapDeposit) before either is sent.
 */
import { AppError } from '../../../shared/errors';
import { buildEvmSwapSteps } from '../../exchange/thorchain/evmDeposit';
import type { CoinRef, FamilySwaps, Quote, SwapDepositParams, SwapStep } from '../family';
import type { EvmCtx } from './ctx';
import * as logic from './logic';

/** Gas prices are shown in gwei (10^9 wei). */
const GWEI_DECIMALS = 9;

async function plan(
  ctx: EvmCtx,
  coin: CoinRef,
  p: SwapDepositParams,
): Promise<{ quote: Quote; steps: SwapStep[] }> {
  if (p.router === undefined)
    throw new AppError('RULE', 'The swap provider gave no router for this deposit; ask for a new quote');
  // THORChain's recommended gas rate (p.feeRate) is a floor for its own outbounds, not a price
  // this chain needs: the family's own fee estimate prices the deposit
  const built = await buildEvmSwapSteps(
    ctx,
    {
      chainName: coin.chainName,
      from: coin.address,
      ...(coin.contractAddress !== undefined ? { contractAddress: coin.contractAddress } : {}),
      deposit: p,
    },
    p.router,
  );
  const quoteOf = (fee: bigint): Quote => ({
    amount: p.amount,
    fee,
    isMax: false,
    feeOptions: [],
    feeUnit: 'gwei',
    feeUnitDecimals: GWEI_DECIMALS,
  });
  return {
    // the review shows what all the steps cost together
    quote: quoteOf(built.fee),
    steps: built.steps.map((s) => ({
      kind: s.kind,
      prepared: { quote: quoteOf(s.fee), unsigned: s.unsigned, intent: s.intent },
    })),
  };
}

export function createEvmSwaps(ctx: () => EvmCtx): FamilySwaps {
  return {
    quote: async (coin, p) => (await plan(ctx(), coin, p)).quote,
    prepare: async (coin, p) => (await plan(ctx(), coin, p)).steps,
    /** no router: the quote's error to say; the preview has nothing to run */
    async preview(coin, p, opts) {
      if (p.router === undefined)
        return { status: 'unavailable', reason: 'The swap provider gave no router for this deposit' };
      return logic.previewSwapDeposit(ctx(), {
        chain: coin.chainName,
        from: coin.address,
        ...(coin.contractAddress !== undefined
          ? {
              contractAddress: coin.contractAddress,
              token: { symbol: coin.symbol, decimals: coin.decimals },
            }
          : {}),
        deposit: { ...p, router: p.router },
        ...(opts?.fiatPrice ? { fiatPrice: opts.fiatPrice } : {}),
      });
    },
  };
}

/**
 * The EVM family behind the generic ChainAdapter: every method forwards to a logic
 * function with the ctx; no rules live here. `evm` exposes the family's fuller API
 * (multi-wallet balances, token info, replacements) for services that need it.
 */
import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import type { ChainAdapter, FeeQuote, HistoryItem } from '../types';
import type { EvmCtx } from './ctx';
import * as logic from './logic';

export function createEvmAdapter(ctx: EvmCtx, chain: string) {
  const info = getChain(chain);
  const adapter: ChainAdapter = {
    chain: info,
    async getBalance(address) {
      const [b] = await logic.getBalances(ctx, { chain, accounts: [{ address, tokens: [] }] });
      return b!.native;
    },
    async getTokenBalances(address, contracts) {
      const [b] = await logic.getBalances(ctx, { chain, accounts: [{ address, tokens: contracts }] });
      return b!.tokens;
    },
    async listHistory(address): Promise<HistoryItem[]> {
      return (await logic.listHistory(ctx, { chain, address })).map((i) => ({
        hash: i.hash,
        amount: i.amount,
        status: i.status,
        date: i.date,
        from: i.from,
        to: i.to,
      }));
    },
    async estimateFee(p): Promise<FeeQuote> {
      const q = await logic.estimateFee(ctx, { chain, ...p });
      if ('customError' in q) throw new AppError('RULE', q.customError);
      return {
        options: q.options.map((o) => ({ title: o.title, price: o.gasPrice })),
        fee: q.fee,
        l1Fee: q.l1Fee,
        amount: q.amount,
        isMax: q.isMax,
      };
    },
    async buildTransfer({ intent, feePrice }) {
      const q = await logic.estimateFee(ctx, {
        chain,
        from: intent.from,
        to: intent.to,
        amount: intent.amount,
        balance: intent.amount + intent.feeCap,
        contractAddress: intent.contractAddress,
      });
      if ('customError' in q) throw new AppError('RULE', q.customError);
      const tip = q.options.find((o) => o.title === q.selected)?.maxPriorityFeePerGas;
      const built = await logic.buildTransfer(ctx, {
        chain,
        from: intent.from,
        to: intent.to,
        amount: intent.amount,
        contractAddress: intent.contractAddress,
        gasLimit: q.gasLimit,
        pricing: {
          gasPrice: feePrice,
          ...(tip !== undefined ? { maxPriorityFeePerGas: tip < feePrice ? tip : feePrice } : {}),
        },
      });
      return { chain, unsigned: built.unsigned, intent: { ...intent, feeCap: built.intent.feeCap } };
    },
    broadcast: (signedHex) => logic.broadcast(ctx, { chain, signedHex }),
    waitForConfirmation: (hash) => logic.waitForConfirmation(ctx, { chain, hash }),
  };
  return {
    ...adapter,
    evm: {
      getBalances: (p: Omit<logic.GetBalancesParams, 'chain'>) => logic.getBalances(ctx, { chain, ...p }),
      getTokenInfo: (contractAddress: string) => logic.getTokenInfo(ctx, { chain, contractAddress }),
      listHistory: (p: Omit<logic.ListHistoryParams, 'chain'>) => logic.listHistory(ctx, { chain, ...p }),
      estimateFee: (p: Omit<logic.EstimateFeeParams, 'chain'>) => logic.estimateFee(ctx, { chain, ...p }),
      buildTransfer: (p: Omit<logic.BuildTransferParams, 'chain'>) =>
        logic.buildTransfer(ctx, { chain, ...p }),
      buildReplacement: (p: Omit<logic.BuildReplacementParams, 'chain'>) =>
        logic.buildReplacement(ctx, { chain, ...p }),
      getFeesInfo: (lastFetchedAt?: number) => logic.getFeesInfo(ctx, { chain, lastFetchedAt }),
    },
  };
}

export type EvmAdapter = ReturnType<typeof createEvmAdapter>;

/**
 * The Cosmos family (Cosmos Hub and THORChain) as the services see it: a plain account family
 * (accountFamily.ts) with one ctx per chain, whose rules live in logic/. Amounts are uatom or
 * RUNE base units (1e-8), addresses bech32; staked, unbonding and reward amounts show apart.
 * Hub tokens are bank denoms (coin.contractAddress), their fee paid in ATOM.
 */
import { getChain } from '../../../shared/chains/registry';
import { defineAccountFamily, readOrLog } from '../accountFamily';
import type { WalletFamily } from '../family';
import { cosmosConfig } from './config';
import { COSMOS_CONFIRM_POLICY, COSMOS_ERRORS } from './constants';
import type { CosmosCtx } from './ctx';
import type { CosmosFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createCosmosWalletFamily(c: CosmosFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
  const ctxs = new Map<string, CosmosCtx | null>();
  const ctxOf = (chainName: string): CosmosCtx | null => {
    if (!ctxs.has(chainName)) {
      const config = cosmosConfig(c.network, chainName, c.local);
      ctxs.set(chainName, config && { http: c.http, config, chainName, now, sleep });
    }
    return ctxs.get(chainName) ?? null;
  };

  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf,
    noNode: (chainName) => COSMOS_ERRORS.noNode(getChain(chainName).displayName),
    confirmPolicy: COSMOS_CONFIRM_POLICY,
    async overview(x, coin) {
      if (coin.contractAddress)
        return logic.getBalance(x, coin.address, logic.canonicalDenom(coin.contractAddress));
      const [balance, apart, notices] = await Promise.all([
        logic.getBalance(x, coin.address),
        // spec §8: like history, a staking read failure is logged and the balance still shows
        readOrLog(
          'staking',
          coin.chainName,
          () => logic.getStake(x, coin.address),
          () => [],
        ),
        readOrLog(
          'denoms',
          coin.chainName,
          () => logic.heldDenomsNotice(x, coin.address),
          () => [],
        ),
      ]);
      return { balance, ...(apart.length ? { apart } : {}), ...(notices.length ? { notices } : {}) };
    },
    history: (x, coin) =>
      logic.listHistory(
        x,
        coin.address,
        coin.contractAddress ? logic.canonicalDenom(coin.contractAddress) : undefined,
      ),
    prepareTransfer: logic.prepareTransfer,
    broadcast: logic.broadcast,
    status: (x, hash) => logic.txStatus(x, hash),
    more: (ctxOf) => ({
      /** A Hub token is its bank denom, checked on chain; named from its metadata or IBC trace. */
      tokenInfo: (chainName, denom) => logic.tokenInfo(ctxOf(chainName), denom),
      /** THORChain swap deposits: the Hub's MsgSend to the inbound address with the memo. */
      swaps: {
        quote: async (coin, p) => (await logic.prepareSwapDeposit(ctxOf(coin.chainName), coin, p)).quote,
        prepare: async (coin, p) => [
          { prepared: await logic.prepareSwapDeposit(ctxOf(coin.chainName), coin, p), kind: 'swapDeposit' },
        ],
      },
    }),
  });
}

/**
 * The Tron family as the services see it (main/chains/family.ts): an account family
 * (accountFamily.ts) whose rules live in logic/, with TRC-20 tokens, batch balances and staking
 * besides. Amounts are sun or token base units, addresses base58.
 */
import { defineAccountFamily } from '../accountFamily';
import type { CoinRef, FamilyStaking, WalletFamily } from '../family';
import { tronConfig } from './config';
import { TRON_CONFIRM_POLICY, TRON_ERRORS } from './constants';
import { ttlCache, type TronCtx } from './ctx';
import type { TronFamilyContext } from './localEndpoints';
import * as logic from './logic';

export { TRON_CONFIRM_POLICY };

export function createTronWalletFamily(c: TronFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = tronConfig(c.network, c.local, c.keys?.trongrid?.[0]);
  const ctx: TronCtx | null = config && { http: c.http, config, now, cache: ttlCache(now) };
  const balanceOf = (b: logic.TronBalances, coin: CoinRef) =>
    coin.contractAddress ? b.token(coin.contractAddress) : b.native;

  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf: () => ctx,
    noNode: () => TRON_ERRORS.noNode,
    confirmPolicy: TRON_CONFIRM_POLICY,
    overview: async (x, coin) => balanceOf(await logic.getBalances(x, coin.address), coin),
    history: (x, coin) =>
      logic.listHistory(x, {
        address: coin.address,
        ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
      }),
    prepareTransfer: logic.prepareTransfer,
    async broadcast(x, signed, coin) {
      const hash = await logic.broadcast(x, signed);
      // the next read must see the spent bandwidth and balance, not the cached account
      logic.forgetAccount(x, coin.address);
      return hash;
    },
    status: (x, hash) => logic.txStatus(x, hash),
    more(ctxOf) {
      const on = (coin: CoinRef) => ctxOf(coin.chainName);
      const staking: FamilyStaking = {
        actions: ['stake', 'unstake', 'vote', 'withdraw', 'claim'],
        validators: (chainName) => logic.listValidators(ctxOf(chainName)),
        positions: async (coin) =>
          logic.positionsOf(await logic.stakingState(on(coin), coin.address), on(coin).now()),
        details: async (coin) =>
          logic.stakingDetails(await logic.stakingState(on(coin), coin.address), on(coin).now()),
        prepare: (coin, op) => logic.prepareStake(on(coin), coin, op),
      };
      return {
        staking,
        /** One TronGrid call per address gives TRX and every TRC-20 of it, however many tokens. */
        async balances(coins): Promise<Map<CoinRef, bigint>> {
          const out = new Map<CoinRef, bigint>();
          const byAddress = new Map<string, CoinRef[]>();
          for (const coin of coins)
            byAddress.set(coin.address, [...(byAddress.get(coin.address) ?? []), coin]);
          await Promise.all(
            [...byAddress].map(async ([address, list]) => {
              try {
                const b = await logic.getBalances(on(list[0]!), address);
                for (const coin of list) out.set(coin, balanceOf(b, coin));
              } catch (e) {
                // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
                console.error(`balances tron ${address}: ${e instanceof Error ? e.message : String(e)}`);
              }
            }),
          );
          return out;
        },
        tokenInfo: (chainName, contractAddress) =>
          logic.getTokenInfo(ctxOf(chainName), logic.tronRecipient(contractAddress)),
        /** TRC-20 allowances (issue 33): listed from Approval events, read on the token, revoked by approve(spender, 0) */
        permissions: {
          list: (coin) => logic.listTronPermissions(on(coin), coin.address),
          prepareRevokes: (coin, targets) => logic.prepareTronRevokes(on(coin), coin, targets),
        },
      };
    },
  });
}

/**
 * The Tezos family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are mutez; coins carry the public key
 * a first send reveals. Tokens (issue 37) are FA1.2 contracts and FA2 tokens read from TzKT,
 * their fees paid in XTZ; the XTZ page names the tokens the account holds.
 */
import { tezosTokenId, type TezosToken } from '../../../shared/chains/tezos/tokens';
import { defineAccountFamily, readOrLog } from '../accountFamily';
import type { CoinRef, WalletFamily } from '../family';
import { tezosConfig } from './config';
import { TEZOS_CONFIRM_POLICY, TEZOS_ERRORS } from './constants';
import type { TezosCtx } from './ctx';
import type { TezosFamilyContext } from './localEndpoints';
import * as logic from './logic';

/** Balances of many coins: XTZ from the node, each account's tokens in one TzKT request. */
async function balancesOf(ctx: TezosCtx, coins: readonly CoinRef[]): Promise<Map<CoinRef, bigint>> {
  const out = new Map<CoinRef, bigint>();
  const tokensOf = new Map<string, { coin: CoinRef; token: TezosToken }[]>();
  await Promise.all(
    coins.map(async (coin) => {
      try {
        const token = logic.tokenOfCoin(coin);
        if (!token) return void out.set(coin, await logic.getBalance(ctx, coin.address));
        tokensOf.set(coin.address, [...(tokensOf.get(coin.address) ?? []), { coin, token }]);
      } catch (e) {
        // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
        console.error(`balances tezos ${coin.address}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }),
  );
  await Promise.all(
    [...tokensOf].map(async ([address, held]) => {
      try {
        const got = await logic.getTokenBalances(
          ctx,
          address,
          held.map((h) => h.token),
        );
        for (const h of held) out.set(h.coin, got.get(tezosTokenId(h.token)) ?? 0n);
      } catch (e) {
        console.error(`token balances tezos ${address}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }),
  );
  return out;
}

export function createTezosWalletFamily(c: TezosFamilyContext): WalletFamily {
  const config = tezosConfig(c.network, c.local);
  const ctx: TezosCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf: () => ctx,
    noNode: () => TEZOS_ERRORS.noNode,
    confirmPolicy: TEZOS_CONFIRM_POLICY,
    needsPublicKey: true,
    async overview(x, coin) {
      const token = logic.tokenOfCoin(coin);
      if (token) return logic.getTokenBalance(x, coin.address, token);
      const [balance, notices] = await Promise.all([
        logic.getBalance(x, coin.address),
        // spec §8: like history, a TzKT failure is logged and the balance still shows
        readOrLog(
          'tokens',
          coin.chainName,
          () => logic.heldTokensNotice(x, coin.address),
          () => [],
        ),
      ]);
      return { balance, ...(notices.length ? { notices } : {}) };
    },
    history: (x, coin) => {
      const token = logic.tokenOfCoin(coin);
      return token ? logic.listTokenHistory(x, coin.address, token) : logic.listHistory(x, coin.address);
    },
    prepareTransfer: logic.prepareTransfer,
    broadcast: logic.broadcast,
    status: (x, hash) => logic.txStatus(x, hash),
    more: (ctxOf) => ({
      balances: (coins) => balancesOf(ctxOf('tezos'), coins),
      /** An FA1.2 contract or FA2 token, checked on TzKT and named from its metadata. */
      tokenInfo: (chainName, contractAddress) => logic.tokenInfo(ctxOf(chainName), contractAddress),
    }),
  });
}

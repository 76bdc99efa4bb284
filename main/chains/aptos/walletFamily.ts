/**
 * The Aptos family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are octas, addresses 0x and 64
 * lower-case hex digits. Tokens (issue 37) are fungible assets and coins, their gas paid in APT.
 */
import { defineAccountFamily } from '../accountFamily';
import type { CoinRef, WalletFamily } from '../family';
import { aptosConfig } from './config';
import { APTOS_CONFIRM_POLICY, APTOS_ERRORS } from './constants';
import type { AptosCtx } from './ctx';
import type { AptosFamilyContext } from './localEndpoints';
import * as logic from './logic';

/** APT in octas, or a token's base units (coin.contractAddress: its metadata address or coin type). */
function balanceOf(ctx: AptosCtx, coin: CoinRef): Promise<bigint> {
  const token = logic.tokenOfCoin(coin);
  return token ? logic.getTokenBalance(ctx, coin.address, token) : logic.getBalance(ctx, coin.address);
}

export function createAptosWalletFamily(c: AptosFamilyContext): WalletFamily {
  const config = aptosConfig(c.network, c.local);
  const ctx: AptosCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf: () => ctx,
    noNode: () => APTOS_ERRORS.noNode,
    confirmPolicy: APTOS_CONFIRM_POLICY,
    // the simulation is signed for with the sender's key (an all-zero signature)
    needsPublicKey: true,
    overview: (x, coin) => balanceOf(x, coin),
    history: (x, coin) => logic.listHistory(x, coin.address, logic.tokenOfCoin(coin)),
    prepareTransfer: logic.prepareTransfer,
    broadcast: (x, signed) => logic.broadcast(x, signed),
    status: (x, hash, entry) => logic.txStatus(x, hash, entry?.payload),
    more: (ctxOf) => ({
      async balances(coins): Promise<Map<CoinRef, bigint>> {
        const out = new Map<CoinRef, bigint>();
        await Promise.all(
          coins.map(async (coin) => {
            try {
              out.set(coin, await balanceOf(ctxOf(coin.chainName), coin));
            } catch (e) {
              // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
              console.error(`balances aptos ${coin.address}: ${e instanceof Error ? e.message : String(e)}`);
            }
          }),
        );
        return out;
      },
      /** A fungible asset's metadata address or a coin type, checked on chain: its Metadata or CoinInfo<T>. */
      tokenInfo: (chainName, contractAddress) => logic.tokenInfo(ctxOf(chainName), contractAddress),
    }),
  });
}

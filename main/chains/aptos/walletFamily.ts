/**
 * The Aptos family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are octas, addresses 0x and 64
 * lower-case hex digits.
 */
import { defineAccountFamily } from '../accountFamily';
import type { CoinRef, WalletFamily } from '../family';
import { aptosConfig } from './config';
import { APTOS_CONFIRM_POLICY, APTOS_ERRORS } from './constants';
import type { AptosCtx } from './ctx';
import type { AptosFamilyContext } from './localEndpoints';
import * as logic from './logic';

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
    overview: (x, coin) => logic.getBalance(x, coin.address),
    history: (x, coin) => logic.listHistory(x, coin.address),
    prepareTransfer: logic.prepareTransfer,
    broadcast: (x, signed) => logic.broadcast(x, signed),
    status: (x, hash, entry) => logic.txStatus(x, hash, entry?.payload),
    more: (ctxOf) => ({
      async balances(coins): Promise<Map<CoinRef, bigint>> {
        const out = new Map<CoinRef, bigint>();
        await Promise.all(
          coins.map(async (coin) => {
            try {
              out.set(coin, await logic.getBalance(ctxOf(coin.chainName), coin.address));
            } catch (e) {
              // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
              console.error(`balances aptos ${coin.address}: ${e instanceof Error ? e.message : String(e)}`);
            }
          }),
        );
        return out;
      },
    }),
  });
}

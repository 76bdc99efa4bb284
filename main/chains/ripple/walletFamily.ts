/**
 * The XRP family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are drops, addresses classic (r…);
 * the account reserve shows apart. Issued currencies (CURRENCY:ISSUER) are token coins on
 * trust lines, opened and removed through `trustlines`.
 */
import { accountReserveRow } from '../apartRows';
import { defineAccountFamily } from '../accountFamily';
import type { CoinRef, WalletFamily } from '../family';
import { rippleConfig } from './config';
import { RIPPLE_ERRORS } from './constants';
import type { RippleCtx } from './ctx';
import type { RippleFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createRippleWalletFamily(c: RippleFamilyContext): WalletFamily {
  const config = rippleConfig(c.network, c.local);
  const ctx: RippleCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf: () => ctx,
    noNode: () => RIPPLE_ERRORS.noNode,
    async overview(x, coin) {
      if (coin.contractAddress)
        return logic.tokenBalance(x, coin.address, logic.tokenOf(coin.contractAddress));
      const fees = await logic.networkFees(x);
      const account = await logic.accountState(x, coin.address, fees, 'validated');
      // what the ledger holds back; an account that does not exist yet holds nothing
      return {
        balance: account.balance,
        ...(account.exists ? { apart: [accountReserveRow(account.reserve)] } : {}),
      };
    },
    history: (x, coin) =>
      coin.contractAddress
        ? logic.listIssuedHistory(x, coin.address, logic.tokenOf(coin.contractAddress))
        : logic.listHistory(x, coin.address),
    prepareTransfer: logic.prepareTransfer,
    broadcast: (x, signed) => logic.broadcast(x, signed),
    status: (x, hash, entry) => logic.txStatus(x, hash, entry?.payload),
    more: (ctxOf) => ({
      async balances(coins): Promise<Map<CoinRef, bigint>> {
        const out = new Map<CoinRef, bigint>();
        const first = coins[0];
        if (!first) return out;
        const x = ctxOf(first.chainName);
        const fees = await logic.networkFees(x).catch(() => null);
        if (!fees) return out;
        await Promise.all(
          coins.map(async (coin) => {
            try {
              out.set(
                coin,
                coin.contractAddress
                  ? await logic.tokenBalance(x, coin.address, logic.tokenOf(coin.contractAddress))
                  : (await logic.accountState(x, coin.address, fees, 'validated')).balance,
              );
            } catch (e) {
              // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
              console.error(`balances ripple ${coin.address}: ${e instanceof Error ? e.message : String(e)}`);
            }
          }),
        );
        return out;
      },
      /** An issued currency is CURRENCY:ISSUER, checked on the ledger (the issuer's account). */
      tokenInfo: (chainName, contractAddress) => logic.tokenInfo(ctxOf(chainName), contractAddress),
      trustlines: {
        state: (coin, contractAddress) =>
          logic.trustLineState(ctxOf(coin.chainName), coin.address, contractAddress),
        prepare: (coin, contractAddress, action) =>
          logic.prepareTrustLine(ctxOf(coin.chainName), coin, contractAddress, action),
      },
    }),
  });
}

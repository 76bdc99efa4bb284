/**
 * The Stellar family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/, with tokens and trustlines besides. Amounts
 * are stroops or asset base units (7 decimals), addresses G… account ids, tokens CODE:ISSUER.
 */
import { accountReserveRow } from '../apartRows';
import { defineAccountFamily } from '../accountFamily';
import type { CoinRef, WalletFamily } from '../family';
import { stellarConfig } from './config';
import { STELLAR_CONFIRM_POLICY, STELLAR_DECIMALS, STELLAR_ERRORS } from './constants';
import type { StellarCtx } from './ctx';
import type { StellarFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createStellarWalletFamily(c: StellarFamilyContext): WalletFamily {
  const config = stellarConfig(c.network, c.local);
  const ctx: StellarCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  const assetOf = (coin: CoinRef) =>
    coin.contractAddress ? logic.parseAsset(coin.contractAddress) : undefined;
  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf: () => ctx,
    noNode: () => STELLAR_ERRORS.noNode,
    confirmPolicy: STELLAR_CONFIRM_POLICY,
    async overview(x, coin) {
      const asset = assetOf(coin);
      const acct = await logic.readAccount(x, coin.address);
      if (asset) return logic.lineOf(acct, asset)?.balance ?? 0n;
      return { balance: acct.native, apart: [accountReserveRow(acct.reserved)] };
    },
    async history(x, coin) {
      const asset = assetOf(coin);
      const items = await logic.listHistory(x, { address: coin.address, ...(asset ? { asset } : {}) });
      return { items, skipped: 0 };
    },
    prepareTransfer: logic.prepareTransfer,
    broadcast: (x, signed) => logic.broadcast(x, signed),
    status: (x, hash) => logic.txStatus(x, hash),
    more: (ctxOf) => ({
      /** A Stellar token is its asset string; the code is its symbol, 7 decimals like every asset. */
      async tokenInfo(_chainName, contractAddress) {
        const asset = logic.parseAsset(contractAddress);
        return {
          contractAddress: logic.assetKey(asset),
          name: asset.code,
          symbol: asset.code,
          decimals: STELLAR_DECIMALS,
        };
      },
      trustlines: {
        state: (coin, contractAddress) =>
          logic.trustlineState(ctxOf(coin.chainName), coin.address, logic.parseAsset(contractAddress)),
        prepare: (coin, contractAddress, action) =>
          logic.prepareTrust(ctxOf(coin.chainName), coin, contractAddress, action),
      },
    }),
  });
}

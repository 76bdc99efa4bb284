/**
 * The Polkadot family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are planck (10 decimals), addresses
 * ss58 in the profile's format.
 */
import { defineAccountFamily } from '../accountFamily';
import type { WalletFamily } from '../family';
import { polkadotConfig } from './config';
import { POLKADOT_NOTICES } from './constants';
import { runtimeCache, type PolkadotCtx } from './ctx';
import type { PolkadotFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createPolkadotWalletFamily(c: PolkadotFamilyContext): WalletFamily {
  const config = polkadotConfig(c.network, c.local, c.keys?.subscan?.[0]);
  const ctx: PolkadotCtx | null = config && {
    http: c.http,
    config,
    now: c.now ?? Date.now,
    runtimes: runtimeCache(),
  };
  const network = c.network === 'local' ? 'regtest' : c.network;
  /** how far each pending extrinsic's block search got (status looks go on from there) */
  const progress: logic.ScanProgress = new Map();
  return defineAccountFamily({
    network,
    ctxOf: () => ctx,
    noNode: () => 'No local Polkadot Sidecar is configured (WALLET_LOCAL_ENDPOINTS)',
    overview: async (x, coin) => (await logic.getBalances(x, coin.address)).total,
    history: (x, coin) => logic.listHistory(x, coin.address),
    historyFailed: (why) => POLKADOT_NOTICES.scanFailed(why.slice(0, 200)),
    prepareTransfer: (x, coin, params) => logic.prepareTransfer(x, { coin, params, network }),
    broadcast: logic.broadcast,
    status: (x, hash, entry) => logic.txStatus(x, hash, entry?.payload, progress),
  });
}

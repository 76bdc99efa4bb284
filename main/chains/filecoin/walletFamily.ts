/**
 * The Filecoin family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are attoFIL, addresses f1… (t1… off
 * mainnet).
 */
import { defineAccountFamily } from '../accountFamily';
import type { WalletFamily } from '../family';
import { filecoinConfig } from './config';
import { FILECOIN_CONFIRM_POLICY, FILECOIN_ERRORS } from './constants';
import type { FilecoinCtx } from './ctx';
import type { FilecoinFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createFilecoinWalletFamily(c: FilecoinFamilyContext): WalletFamily {
  const network = c.network === 'local' ? 'regtest' : c.network;
  const config = filecoinConfig(c.network, c.local);
  const ctx: FilecoinCtx | null = config && { http: c.http, config, network, now: c.now ?? Date.now };
  return defineAccountFamily({
    network,
    ctxOf: () => ctx,
    noNode: () => FILECOIN_ERRORS.noNode,
    confirmPolicy: FILECOIN_CONFIRM_POLICY,
    overview: (x, coin) => logic.getBalance(x, coin.address),
    history: (x, coin) => logic.listHistory(x, coin.address),
    // said on the history card: an empty list alone would read as "no transactions" (e.g. the
    // user's own Filscan down, Settings → Networks)
    historyFailed: (why) => `Could not read Filecoin history from Filscan (${why.slice(0, 200)}).`,
    prepareTransfer: logic.prepareTransfer,
    broadcast: async (x, signed) => (await logic.broadcast(x, signed)).cid,
    // each look is raced against one interval: the loop's tries × interval are the whole wait
    status: (x, hash) => logic.txStatus(x, hash, FILECOIN_CONFIRM_POLICY.intervalMs),
  });
}

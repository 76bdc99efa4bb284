/**
 * The Tezos family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are mutez; coins carry the public key
 * a first send reveals.
 */
import { defineAccountFamily } from '../accountFamily';
import type { WalletFamily } from '../family';
import { tezosConfig } from './config';
import { TEZOS_CONFIRM_POLICY, TEZOS_ERRORS } from './constants';
import type { TezosCtx } from './ctx';
import type { TezosFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createTezosWalletFamily(c: TezosFamilyContext): WalletFamily {
  const config = tezosConfig(c.network, c.local);
  const ctx: TezosCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf: () => ctx,
    noNode: () => TEZOS_ERRORS.noNode,
    confirmPolicy: TEZOS_CONFIRM_POLICY,
    needsPublicKey: true,
    overview: (x, coin) => logic.getBalance(x, coin.address),
    history: (x, coin) => logic.listHistory(x, coin.address),
    prepareTransfer: logic.prepareTransfer,
    broadcast: logic.broadcast,
    status: (x, hash) => logic.txStatus(x, hash),
  });
}

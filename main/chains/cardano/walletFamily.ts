/**
 * The Cardano family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are lovelace (6 decimals), addresses
 * Shelley bech32 (addr1… on mainnet, addr_test1… elsewhere).
 */
import { defineAccountFamily } from '../accountFamily';
import type { WalletFamily } from '../family';
import { cardanoConfig } from './config';
import { CARDANO_CONFIRM_POLICY, CARDANO_ERRORS } from './constants';
import type { CardanoCtx } from './ctx';
import type { CardanoFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createCardanoWalletFamily(c: CardanoFamilyContext): WalletFamily {
  const config = cardanoConfig(c.network, c.local, c.keys?.blockfrost?.[0]);
  const ctx: CardanoCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  const network = c.network === 'local' ? 'regtest' : c.network;
  return defineAccountFamily({
    network,
    ctxOf: () => ctx,
    noNode: () => CARDANO_ERRORS.noBackend,
    confirmPolicy: CARDANO_CONFIRM_POLICY,
    overview: (x, coin) => logic.getBalance(x, coin.address),
    history: (x, coin) => logic.listHistory(x, coin.address),
    prepareTransfer: (x, coin, params) => logic.prepareTransfer(x, { coin, params, network }),
    broadcast: logic.broadcast,
    status: (x, hash) => logic.txStatus(x, hash),
  });
}

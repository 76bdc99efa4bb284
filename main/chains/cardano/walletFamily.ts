/**
 * The Cardano family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are lovelace (6 decimals), addresses
 * Shelley bech32 (addr1… on mainnet, addr_test1… elsewhere). Native assets (issue 37) are token
 * coins whose contractAddress is the asset's unit (policy id ‖ asset name); their fee is ADA.
 */
import { cardanoUnit } from '../../../shared/chains/cardano/tokens';
import { defineAccountFamily, readOrLog } from '../accountFamily';
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
    async overview(x, coin) {
      const token = logic.tokenOfCoin(coin);
      if (token) return logic.getTokenBalance(x, coin.address, token);
      const [balance, notices] = await Promise.all([
        logic.getBalance(x, coin.address),
        // spec §8: like history, a failed read of the assets is logged and the balance still shows
        readOrLog(
          'assets',
          coin.chainName,
          () => logic.heldAssetsNotice(x, coin.address),
          () => [],
        ),
      ]);
      return { balance, ...(notices.length ? { notices } : {}) };
    },
    history: (x, coin) => {
      const token = logic.tokenOfCoin(coin);
      return logic.listHistory(x, coin.address, token && cardanoUnit(token));
    },
    prepareTransfer: (x, coin, params) => logic.prepareTransfer(x, { coin, params, network }),
    broadcast: logic.broadcast,
    status: (x, hash) => logic.txStatus(x, hash),
    more: (ctxOf) => ({
      /** A native asset by its unit, checked on chain (assets/{unit}), named from its metadata. */
      tokenInfo: (chainName, unit) => logic.tokenInfo(ctxOf(chainName), unit),
    }),
  });
}

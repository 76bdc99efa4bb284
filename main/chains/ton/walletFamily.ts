/**
 * The TON family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. A coin's address is the wallet contract the
 * key uses (v4r2 or v5r1, whichever holds the coins): balance, history and receive address are
 * that wallet's.
 */
import { AppError } from '../../../shared/errors';
import { defineAccountFamily } from '../accountFamily';
import type { WalletFamily } from '../family';
import { tonConfig } from './config';
import { CONFIRM_POLICY } from './constants';
import type { TonCtx } from './ctx';
import { TON_ERRORS } from './errors';
import type { TonFamilyContext } from './localEndpoints';
import * as logic from './logic';
import { payloadOf } from './pendingEntry';

export function createTonWalletFamily(c: TonFamilyContext): WalletFamily {
  const config = tonConfig(c.network, c.local);
  const ctx: TonCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  return defineAccountFamily({
    network: c.network === 'local' ? 'regtest' : c.network,
    ctxOf: () => ctx,
    noNode: () => TON_ERRORS.noNode,
    needsPublicKey: true,
    confirmPolicy: { ...CONFIRM_POLICY },
    async overview(x, coin) {
      const wallet = await logic.activeWallet(x, coin);
      const balance = coin.contractAddress
        ? await logic.jettonBalance(
            x,
            logic.parseAddress(coin.contractAddress)!,
            logic.parseAddress(wallet.address)!,
          )
        : wallet.balance;
      return { balance, receiveAddress: wallet.address };
    },
    // the page is the active wallet's: read once the overview has found it
    async history(x, coin, overview) {
      const read = await overview;
      const address = logic.parseAddress(
        typeof read === 'bigint' ? coin.address : (read.receiveAddress ?? coin.address),
      )!;
      return coin.contractAddress
        ? logic.listJettonHistory(x, address, logic.parseAddress(coin.contractAddress)!)
        : logic.listTonHistory(x, address);
    },
    prepareTransfer: logic.prepareTransfer,
    broadcast: (x, signed, coin) => logic.broadcast(x, coin, signed),
    status: (x, hash, entry) => logic.txStatus(x, hash, payloadOf(entry)),
    more: (ctxOf) => ({
      async tokenInfo(chainName, master) {
        const address = logic.parseAddress(master);
        if (!address) throw new AppError('BAD_INPUT', TON_ERRORS.badMaster);
        return logic.jettonInfo(ctxOf(chainName), address);
      },
    }),
  });
}

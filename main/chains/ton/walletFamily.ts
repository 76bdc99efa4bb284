/**
 * The TON family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/.
 */
import { validateAddress } from '../../../shared/chains/validate/ton';
import { AppError } from '../../../shared/errors';
import type { CoinRef, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { tonConfig } from './config';
import { CONFIRM_POLICY } from './constants';
import type { TonCtx } from './ctx';
import { TON_ERRORS } from './errors';
import type { TonFamilyContext } from './localEndpoints';
import * as logic from './logic';
import { payloadOf, pendingEntryOf } from './pendingEntry';

export function createTonWalletFamily(c: TonFamilyContext): WalletFamily {
  const config = tonConfig(c.network, c.local);
  const ctxOrNull: TonCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  const ctx = (): TonCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', TON_ERRORS.noNode);
    return ctxOrNull;
  };
  const network = c.network === 'local' ? 'regtest' : c.network;

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef, wallet: string): Promise<HistoryPage> {
    try {
      const address = logic.parseAddress(wallet)!;
      return coin.contractAddress
        ? await logic.listJettonHistory(ctx(), address, logic.parseAddress(coin.contractAddress)!)
        : await logic.listTonHistory(ctx(), address);
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0 };
    }
  }

  const plan = (coin: CoinRef, p: QuoteParams) => {
    if (!validateAddress(coin.chainName, p.to.trim(), network === 'mainnet' ? 'mainnet' : 'testnet').valid)
      throw new AppError('BAD_INPUT', TON_ERRORS.badAddress);
    return logic.planTransfer(ctx(), {
      coin,
      to: p.to.trim(),
      amount: p.amount,
      sendAll: p.sendAll,
      symbol: coin.symbol,
      ...(p.memo ? { memo: p.memo } : {}),
      ...(coin.contractAddress ? { jettonMaster: coin.contractAddress } : {}),
    });
  };

  return {
    network,
    needsPublicKey: true,
    confirmPolicy: { ...CONFIRM_POLICY },

    async snapshot(coin) {
      const wallet = await logic.activeWallet(ctx(), coin);
      const address = logic.parseAddress(wallet.address)!;
      const balance = coin.contractAddress
        ? await logic.jettonBalance(ctx(), logic.parseAddress(coin.contractAddress)!, address)
        : wallet.balance;
      const page = await history(coin, wallet.address);
      return {
        balance,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: wallet.address,
      };
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p) {
      const t = await plan(coin, p);
      return {
        quote: t.quote,
        unsigned: t.unsigned,
        intent: {
          family: 'ton',
          kind: 'transfer',
          chainName: coin.chainName,
          from: t.wallet.address,
          to: p.to.trim(),
          amount: t.quote.amount.toString(),
          feeCap: t.quote.fee.toString(),
          walletVersion: t.wallet.version,
          memo: { kind: 'text', value: t.comment },
          ...(coin.contractAddress ? { jettonMaster: coin.contractAddress } : {}),
          ...(t.jettonWallet
            ? {
                jettonWallet: {
                  code: t.jettonWallet.code.toBoc().toString('base64'),
                  data: t.jettonWallet.data.toBoc().toString('base64'),
                },
              }
            : {}),
        },
      };
    },

    async broadcast(coin, signed) {
      const c = ctx();
      const sent = await logic.broadcast(c, coin, signed);
      return {
        hash: sent.hash,
        pending: pendingEntryOf({ hash: sent.hash, date: c.now(), payload: sent.payload, signed }),
      };
    },

    status: (_coin, hash, entry) => logic.txStatus(ctx(), hash, payloadOf(entry)),

    async tokenInfo(_chainName, master) {
      const address = logic.parseAddress(master);
      if (!address) throw new AppError('BAD_INPUT', TON_ERRORS.badMaster);
      return logic.jettonInfo(ctx(), address);
    },
  };
}

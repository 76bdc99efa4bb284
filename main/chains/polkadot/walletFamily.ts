/**
 * The Polkadot family as the services see it (main/chains/family.ts): every call forwards to
 * a logic function with the family's ctx; the rules live in logic/. Amounts are planck (10
 * decimals), addresses ss58 in the profile's format.
 */
import { validateAddress } from '../../../shared/chains/validate/polkadot';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { polkadotConfig } from './config';
import { DOT_DECIMALS, POLKADOT_NOTICES } from './constants';
import { runtimeCache, type PolkadotCtx } from './ctx';
import type { PolkadotFamilyContext } from './localEndpoints';
import * as logic from './logic';

type PolkadotIntent = SignIntentOf<'polkadot'>;

export function createPolkadotWalletFamily(c: PolkadotFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = polkadotConfig(c.network, c.local, c.keys?.subscan?.[0]);
  const ctxOrNull: PolkadotCtx | null = config && { http: c.http, config, now, runtimes: runtimeCache() };
  const ctx = (): PolkadotCtx => {
    if (!ctxOrNull)
      throw new AppError('NETWORK', 'No local Polkadot Sidecar is configured (WALLET_LOCAL_ENDPOINTS)');
    return ctxOrNull;
  };
  const network = c.network === 'local' ? 'regtest' : c.network;

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef): Promise<HistoryPage & { notice?: string }> {
    try {
      return await logic.listHistory(ctx(), coin.address);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      console.error(`history ${coin.chainName}: ${why}`);
      return { items: [], skipped: 0, notice: POLKADOT_NOTICES.scanFailed(why.slice(0, 200)) };
    }
  }
  /** how far each pending extrinsic's block search got (status looks go on from there) */
  const progress: logic.ScanProgress = new Map();

  /** spec §5: Polkadot's address check is an ss58 decode in the network's format. */
  function recipient(text: string): string {
    const t = text.trim();
    if (!validateAddress('polkadot', t, network).valid)
      throw new AppError('BAD_INPUT', 'Enter a valid Polkadot address');
    return t;
  }

  async function plan(coin: CoinRef, p: QuoteParams) {
    if (p.memo) throw new AppError('BAD_INPUT', 'A Polkadot transfer carries no memo');
    const to = recipient(p.to);
    const planned = await logic.planTransfer(ctx(), {
      from: coin.address,
      to,
      amount: p.amount,
      sendAll: p.sendAll,
    });
    const quote: Quote = {
      amount: planned.amount,
      fee: planned.fee,
      isMax: planned.isMax,
      // the runtime sets the fee from weight and length; there is nothing to choose
      feeOptions: [],
      feeUnit: 'DOT',
      feeUnitDecimals: DOT_DECIMALS,
    };
    return { to, planned, quote };
  }

  return {
    network,

    async snapshot(coin): Promise<CoinSnapshot> {
      const [b, page] = await Promise.all([logic.getBalances(ctx(), coin.address), history(coin)]);
      return {
        balance: b.total,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        ...(page.notice ? { historyNotice: page.notice } : {}),
        receiveAddress: coin.address,
      };
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, planned, quote } = await plan(coin, p);
      const intent: PolkadotIntent = {
        family: 'polkadot',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        feeCap: planned.fee.toString(10),
        nonce: planned.nonce,
        ...(planned.call === 'transferAllowDeath' ? { sendAll: true } : {}),
      };
      return { quote, unsigned: planned.unsigned, intent };
    },

    async broadcast(_coin, signed) {
      const { hash, payload } = await logic.broadcast(ctx(), signed);
      return {
        hash,
        pending: { hash, date: ctx().now(), kind: 'transfer', signed, ...(payload ? { payload } : {}) },
      };
    },

    status: (_coin, hash, entry) => logic.txStatus(ctx(), hash, entry?.payload, progress),
  };
}

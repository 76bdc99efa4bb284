/**
 * The Cardano family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/. Amounts are lovelace (6
 * decimals), addresses Shelley bech32 (addr1… on mainnet, addr_test1… elsewhere).
 */
import { validateAddress } from '../../../shared/chains/validate/cardano';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { cardanoConfig } from './config';
import { ADA_DECIMALS, CARDANO_CONFIRM_POLICY, CARDANO_ERRORS } from './constants';
import type { CardanoCtx } from './ctx';
import type { CardanoFamilyContext } from './localEndpoints';
import * as logic from './logic';

type CardanoIntent = SignIntentOf<'cardano'>;

export function createCardanoWalletFamily(c: CardanoFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = cardanoConfig(c.network, c.local, c.keys?.blockfrost?.[0]);
  const ctxOrNull: CardanoCtx | null = config && { http: c.http, config, now };
  const ctx = (): CardanoCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', CARDANO_ERRORS.noBackend);
    return ctxOrNull;
  };
  const network = c.network === 'local' ? 'regtest' : c.network;
  const isAddress = (text: string) => validateAddress('cardano', text, network).valid;

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef): Promise<HistoryPage> {
    try {
      return await logic.listHistory(ctx(), coin.address);
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0 };
    }
  }

  async function plan(coin: CoinRef, p: QuoteParams) {
    if (p.memo) throw new AppError('BAD_INPUT', CARDANO_ERRORS.noMemo);
    const to = p.to.trim();
    if (!isAddress(to)) throw new AppError('BAD_INPUT', CARDANO_ERRORS.badAddress);
    // spec §5: a coin without a payment address of this network cannot send
    const from = isAddress(coin.address) ? coin.address : '';
    const planned = await logic.planTransfer(ctx(), { from, to, amount: p.amount, sendAll: p.sendAll });
    const quote: Quote = {
      amount: planned.amount,
      fee: planned.fee,
      isMax: planned.isMax,
      // the linear fee follows from the size; there is nothing to choose
      feeOptions: [],
      feeUnit: 'ADA',
      feeUnitDecimals: ADA_DECIMALS,
    };
    return { to, planned, quote };
  }

  return {
    network,
    confirmPolicy: CARDANO_CONFIRM_POLICY,

    async snapshot(coin): Promise<CoinSnapshot> {
      const [balance, page] = await Promise.all([logic.getBalance(ctx(), coin.address), history(coin)]);
      return {
        balance,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
      };
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, planned, quote } = await plan(coin, p);
      const intent: CardanoIntent = {
        family: 'cardano',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        feeCap: planned.fee.toString(10),
      };
      return { quote, unsigned: planned.unsigned, intent };
    },

    async broadcast(_coin, signed) {
      const hash = await logic.broadcast(ctx(), signed);
      return { hash, pending: { hash, date: ctx().now(), kind: 'transfer', signed } };
    },

    status: (_coin, hash) => logic.txStatus(ctx(), hash),
  };
}

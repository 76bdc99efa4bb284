/**
 * The Tezos family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/. Amounts are mutez.
 */
import { validateAddress } from '../../../shared/chains/validate/tezos';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { tezosConfig } from './config';
import { TEZOS_CONFIRM_POLICY, TEZOS_ERRORS } from './constants';
import type { TezosCtx } from './ctx';
import type { TezosFamilyContext } from './localEndpoints';
import * as logic from './logic';

type TezosIntent = SignIntentOf<'tezos'>;

export function createTezosWalletFamily(c: TezosFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = tezosConfig(c.network, c.local);
  const ctxOrNull: TezosCtx | null = config && { http: c.http, config, now };
  const ctx = (): TezosCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', TEZOS_ERRORS.noNode);
    return ctxOrNull;
  };

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
    if (p.memo) throw new AppError('BAD_INPUT', TEZOS_ERRORS.noMemo);
    const to = recipient(coin.chainName, p.to);
    const planned = await logic.planTransfer(ctx(), {
      from: coin.address,
      to,
      amount: p.amount,
      sendAll: p.sendAll,
      ...(coin.publicKey ? { publicKey: coin.publicKey } : {}),
    });
    return { to, planned, quote: quoteOf(planned) };
  }

  return {
    network: c.network === 'local' ? 'regtest' : c.network,
    confirmPolicy: TEZOS_CONFIRM_POLICY,
    needsPublicKey: true,

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
      const intent: TezosIntent = {
        family: 'tezos',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        feeCap: quote.fee.toString(10),
        counter: planned.counter.toString(10),
        ...(planned.reveal ? { reveal: true } : {}),
      };
      return { quote, unsigned: planned.forged, intent };
    },

    async broadcast(_coin, signed) {
      const hash = await logic.broadcast(ctx(), signed);
      return { hash, pending: { hash, date: ctx().now(), kind: 'transfer', signed } };
    },

    status: (_coin, hash) => logic.txStatus(ctx(), hash),
  };
}

/** The fees and the storage burn are both what the send costs besides the amount. */
function quoteOf(p: logic.TransferPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fees + p.burn,
    isMax: p.isMax,
    // a Tezos fee is set by the mempool's minimum, not bid against others: nothing to choose
    feeOptions: [],
    feeUnit: 'XTZ',
    feeUnitDecimals: 6,
  };
}

/** spec §5: Tezos addresses by their checksum. */
function recipient(chainName: string, text: string): string {
  const t = text.trim();
  if (!validateAddress(chainName, t).valid) throw new AppError('BAD_INPUT', TEZOS_ERRORS.badAddress);
  return t;
}

/**
 * The XRP family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/. Amounts are drops,
 * addresses classic (r…).
 */
import { decodeRippleAddress } from '../../../shared/chains/ripple/rippleCodec';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { accountReserveRow } from '../apartRows';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { rippleConfig } from './config';
import { RIPPLE_ERRORS } from './constants';
import type { RippleCtx } from './ctx';
import type { RippleFamilyContext } from './localEndpoints';
import * as logic from './logic';

type RippleIntent = SignIntentOf<'ripple'>;

export function createRippleWalletFamily(c: RippleFamilyContext): WalletFamily {
  const config = rippleConfig(c.network, c.local);
  const ctxOrNull: RippleCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  const ctx = (): RippleCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', 'No local rippled is configured (WALLET_LOCAL_ENDPOINTS)');
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
    if (p.memo && p.memo.kind !== 'tag')
      throw new AppError('BAD_INPUT', 'An XRP send takes a numeric destination tag');
    const to = recipient(p.to);
    const planned = await logic.planPayment(ctx(), {
      from: coin.address,
      to,
      amount: p.amount,
      sendAll: p.sendAll,
      ...(p.memo ? { tag: p.memo.value } : {}),
    });
    return { to, planned, quote: quoteOf(planned) };
  }

  return {
    network: c.network === 'local' ? 'regtest' : c.network,

    async snapshot(coin): Promise<CoinSnapshot> {
      const fees = await logic.networkFees(ctx());
      const [account, page] = await Promise.all([
        logic.accountState(ctx(), coin.address, fees, 'validated'),
        history(coin),
      ]);
      return {
        balance: account.balance,
        // what the ledger holds back; an account that does not exist yet holds nothing
        ...(account.exists ? { apart: [accountReserveRow(account.reserve)] } : {}),
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
      };
    },

    async balances(coins): Promise<Map<CoinRef, bigint>> {
      const out = new Map<CoinRef, bigint>();
      const fees = await logic.networkFees(ctx()).catch(() => null);
      if (!fees) return out;
      await Promise.all(
        coins.map(async (coin) => {
          try {
            out.set(coin, (await logic.accountState(ctx(), coin.address, fees, 'validated')).balance);
          } catch (e) {
            // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
            console.error(`balances ripple ${coin.address}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }),
      );
      return out;
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, planned, quote } = await plan(coin, p);
      const intent: RippleIntent = {
        family: 'ripple',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        feeCap: planned.fee.toString(10),
        currentLedger: planned.currentLedger,
        ...(planned.destinationTag !== undefined
          ? { memo: { kind: 'tag', value: String(planned.destinationTag) } }
          : {}),
      };
      return { quote, unsigned: planned.unsigned, intent };
    },

    async broadcast(_coin, signed) {
      const { hash, payload } = await logic.broadcast(ctx(), signed);
      return { hash, pending: { hash, date: ctx().now(), kind: 'transfer', signed, payload } };
    },

    status: (_coin, hash, entry) => logic.txStatus(ctx(), hash, entry?.payload),
  };
}

function quoteOf(p: logic.PaymentPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fee,
    isMax: p.isMax,
    // one fee for everyone: the open ledger's, read from the server
    feeOptions: [],
    feeUnit: 'XRP',
    feeUnitDecimals: 6,
  };
}

/** spec §5: a classic address (r…, 25-35 characters, its checksum right). */
function recipient(text: string): string {
  const t = text.trim();
  try {
    decodeRippleAddress(t);
  } catch {
    throw new AppError('BAD_INPUT', RIPPLE_ERRORS.badAddress);
  }
  return t;
}

/**
 * The Tron family as the services see it (main/chains/family.ts): every call forwards to a logic
 * function with the family's ctx; the rules live in logic/. Amounts are sun or token base units,
 * addresses base58.
 */
import { decodeTronAddress } from '../../../shared/chains/tron/validate';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type {
  CoinRef,
  CoinSnapshot,
  CostRow,
  FamilyStaking,
  Prepared,
  Quote,
  QuoteParams,
  WalletFamily,
} from '../family';
import type { HistoryPage } from '../types';
import { tronConfig } from './config';
import { ttlCache, type TronCtx } from './ctx';
import type { TronFamilyContext } from './localEndpoints';
import * as logic from './logic';
import { TRON_CONFIRM_POLICY } from './constants';

export { TRON_CONFIRM_POLICY };

type TronIntent = SignIntentOf<'tron'>;

export function createTronWalletFamily(c: TronFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = tronConfig(c.network, c.local, c.keys?.trongrid?.[0]);
  const ctxOrNull: TronCtx | null = config && { http: c.http, config, now, cache: ttlCache(now) };
  const ctx = (): TronCtx => {
    if (!ctxOrNull)
      throw new AppError('NETWORK', 'No local Tron node is configured (WALLET_LOCAL_ENDPOINTS)');
    return ctxOrNull;
  };

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef): Promise<HistoryPage> {
    try {
      return await logic.listHistory(ctx(), {
        address: coin.address,
        ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
      });
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0 };
    }
  }

  const balanceOf = (b: logic.TronBalances, coin: CoinRef) =>
    coin.contractAddress ? b.token(coin.contractAddress) : b.native;

  async function plan(coin: CoinRef, p: QuoteParams) {
    const to = recipient(p.to);
    if (p.memo && p.memo.kind !== 'text') throw new AppError('BAD_INPUT', 'A Tron memo is text');
    const planned = await logic.planTransfer(ctx(), {
      from: coin.address,
      to,
      amount: p.amount,
      sendAll: p.sendAll,
      ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
      ...(p.memo ? { memo: p.memo.value } : {}),
    });
    const costs = logic.transferCosts(planned.fee, planned.feeLimit);
    return { to, planned, quote: quoteOf(planned.amount, planned.isMax, planned.fee, costs) };
  }

  const staking: FamilyStaking = {
    actions: ['stake', 'unstake', 'vote', 'withdraw', 'claim'],
    validators: () => logic.listValidators(ctx()),
    async positions(coin) {
      const s = await logic.stakingState(ctx(), coin.address);
      return logic.positionsOf(s, ctx().now());
    },
    async details(coin) {
      return logic.stakingDetails(await logic.stakingState(ctx(), coin.address), ctx().now());
    },
    async prepare(coin, op): Promise<Prepared> {
      const p = await logic.prepareStaking(ctx(), coin.address, op);
      const intent: TronIntent = {
        family: 'tron',
        kind: op.action,
        chainName: coin.chainName,
        from: coin.address,
        to: coin.address,
        amount: op.action === 'stake' || op.action === 'unstake' ? p.amount.toString(10) : '0',
        feeCap: p.fee.max.toString(10),
        ...(p.resource ? { resource: p.resource } : {}),
        ...(p.votes ? { votes: p.votes } : {}),
      };
      return {
        quote: quoteOf(p.amount, false, p.fee, logic.stakingCosts(p.fee)),
        unsigned: p.rawDataHex,
        intent,
      };
    },
  };

  return {
    network: c.network === 'local' ? 'regtest' : c.network,
    confirmPolicy: TRON_CONFIRM_POLICY,
    staking,

    async snapshot(coin): Promise<CoinSnapshot> {
      const [b, page] = await Promise.all([logic.getBalances(ctx(), coin.address), history(coin)]);
      return {
        balance: balanceOf(b, coin),
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
      };
    },

    /** One TronGrid call per address gives TRX and every TRC-20 of it, however many tokens. */
    async balances(coins): Promise<Map<CoinRef, bigint>> {
      const out = new Map<CoinRef, bigint>();
      const byAddress = new Map<string, CoinRef[]>();
      for (const coin of coins) byAddress.set(coin.address, [...(byAddress.get(coin.address) ?? []), coin]);
      await Promise.all(
        [...byAddress].map(async ([address, list]) => {
          try {
            const b = await logic.getBalances(ctx(), address);
            for (const coin of list) out.set(coin, balanceOf(b, coin));
          } catch (e) {
            // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
            console.error(`balances tron ${address}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }),
      );
      return out;
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, planned, quote } = await plan(coin, p);
      const intent: TronIntent = {
        family: 'tron',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        // the most the send can cost (signAndSend sets it again from the approved quote)
        feeCap: logic.tronMaxFee(planned.fee, planned.feeLimit).toString(10),
        ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
        ...(p.memo ? { memo: p.memo } : {}),
      };
      return { quote, unsigned: planned.rawDataHex, intent };
    },

    async broadcast(coin, signed) {
      const hash = await logic.broadcast(ctx(), signed);
      logic.forgetAccount(ctx(), coin.address);
      return { hash, pending: { hash, date: ctx().now(), kind: 'transfer', signed } };
    },

    status: (_coin, hash) => logic.txStatus(ctx(), hash),

    tokenInfo: (_chainName, contractAddress) => logic.getTokenInfo(ctx(), recipient(contractAddress)),
  };
}

function quoteOf(amount: bigint, isMax: boolean, fee: logic.TronFee, costs: CostRow[]): Quote {
  return {
    amount,
    fee: fee.total,
    isMax,
    // Tron has no fee market: the price is the chain's, so there is nothing to choose
    feeOptions: [],
    feeUnit: 'TRX',
    feeUnitDecimals: 6,
    // charged after the fact: energy up to the fee limit (TRC-20), and bandwidth the resources
    // may no longer cover when it lands; that is the most it can cost, and what the signer holds
    costs,
  };
}

/** spec §5: a Tron address check; an optional 0x is not part of a base58 address. */
function recipient(text: string): string {
  const t = text.trim();
  try {
    decodeTronAddress(t);
  } catch {
    throw new AppError('BAD_INPUT', 'Enter a valid Tron address');
  }
  return t;
}

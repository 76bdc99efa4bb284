/**
 * The WalletFamily of a plain account chain, written once: one address per coin, a balance and
 * a page of history, a transfer the family's logic/prepareTransfer.ts plans and checks. What
 * every such family did the same way lives here: the ctx or a NETWORK error where the profile
 * has no node, a history read that fails without hiding the balance (spec §8), the quote taken
 * from the prepared transfer, and the broadcast turned into a pending row. The family passes
 * its rules as functions of its ctx; anything beyond a plain account (staking, tokens, names)
 * it adds to the object this returns.
 */
import { AppError } from '../../shared/errors';
import type {
  CoinRef,
  CoinSnapshot,
  ConfirmationStatus,
  ConfirmPolicy,
  Network,
  PendingEntry,
  Prepared,
  QuoteParams,
  WalletFamily,
} from './family';
import type { HistoryPage } from './types';

/** The overview of a coin besides its history; `receiveAddress` defaults to the coin's address. */
export type AccountOverview = Omit<
  CoinSnapshot,
  'history' | 'historySkipped' | 'historyNotice' | 'receiveAddress'
> & {
  receiveAddress?: string;
};

/** What `overview` gave, as history sees it. */
export type AccountOverviewRead = bigint | AccountOverview;

/** A history page and what the history card says about it, if anything. */
export type AccountHistory = HistoryPage & { notice?: string };

export interface AccountFamilySpec<Ctx extends { now(): number }> {
  network: Network;
  /** the ctx of a coin's chain, or null where the profile configures no node for it */
  ctxOf(chainName: string): Ctx | null;
  /** the NETWORK error's text when `ctxOf` gave null */
  noNode(chainName: string): string;
  confirmPolicy?: ConfirmPolicy;
  needsPublicKey?: boolean;
  /** the balance, or the balance with the family's rows (apart, notices) */
  overview(ctx: Ctx, coin: CoinRef): Promise<AccountOverviewRead>;
  /**
   * the history page; `notice` is what the history card says about it (Polkadot: no scan
   * service). `overview` is the overview being read, for a page that depends on it (TON: the
   * active wallet's address); a family that does not await it reads both at once.
   */
  history(ctx: Ctx, coin: CoinRef, overview: Promise<AccountOverviewRead>): Promise<AccountHistory>;
  /** what the history card says when the read failed (Polkadot: the scan service's error) */
  historyFailed?(why: string): string;
  /** the checked, planned transfer: its quote, unsigned bytes and the intent the signer holds them to */
  prepareTransfer(ctx: Ctx, coin: CoinRef, p: QuoteParams): Promise<Prepared>;
  /** submits; a payload is what the family keeps to follow the transaction */
  broadcast(ctx: Ctx, signed: string, coin: CoinRef): Promise<string | { hash: string; payload?: unknown }>;
  status(ctx: Ctx, hash: string, entry: PendingEntry | undefined): Promise<ConfirmationStatus>;
  /** what the family offers beyond a plain account (token details, staking), given its ctx */
  more?(ctx: (chainName: string) => Ctx): AccountFamilyExtras;
}

/** The WalletFamily calls a family may add to the ones defineAccountFamily writes. */
export type AccountFamilyExtras = Partial<
  Omit<WalletFamily, 'network' | 'snapshot' | 'quote' | 'prepare' | 'broadcast' | 'status'>
>;

/**
 * `read`, or `fallback` when it throws: the failure is logged and the coin still shows (spec §8).
 * For the reads of an overview that must not take the balance down with them.
 */
export async function readOrLog<T>(
  what: string,
  chainName: string,
  read: () => Promise<T>,
  fallback: (why: string) => T,
): Promise<T> {
  try {
    return await read();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    console.error(`${what} ${chainName}: ${why}`);
    return fallback(why);
  }
}

/** The family's WalletFamily from its rules. */
export function defineAccountFamily<Ctx extends { now(): number }>(
  spec: AccountFamilySpec<Ctx>,
): WalletFamily {
  const ctx = (chainName: string): Ctx => {
    const found = spec.ctxOf(chainName);
    if (!found) throw new AppError('NETWORK', spec.noNode(chainName));
    return found;
  };
  const history = (coin: CoinRef, overview: Promise<AccountOverviewRead>) =>
    readOrLog<AccountHistory>(
      'history',
      coin.chainName,
      () => spec.history(ctx(coin.chainName), coin, overview),
      (why) => ({
        items: [],
        skipped: 0,
        ...(spec.historyFailed ? { notice: spec.historyFailed(why) } : {}),
      }),
    );

  return {
    network: spec.network,
    ...(spec.confirmPolicy ? { confirmPolicy: spec.confirmPolicy } : {}),
    ...(spec.needsPublicKey ? { needsPublicKey: true } : {}),

    async snapshot(coin): Promise<CoinSnapshot> {
      const reading = spec.overview(ctx(coin.chainName), coin);
      const [read, page] = await Promise.all([reading, history(coin, reading)]);
      const overview = typeof read === 'bigint' ? { balance: read } : read;
      return {
        ...overview,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        ...(page.notice ? { historyNotice: page.notice } : {}),
        receiveAddress: overview.receiveAddress ?? coin.address,
      };
    },

    quote: async (coin, p) => (await spec.prepareTransfer(ctx(coin.chainName), coin, p)).quote,

    prepare: (coin, p) => spec.prepareTransfer(ctx(coin.chainName), coin, p),

    async broadcast(coin, signed) {
      const c = ctx(coin.chainName);
      const sent = await spec.broadcast(c, signed, coin);
      const { hash, payload } = typeof sent === 'string' ? { hash: sent, payload: undefined } : sent;
      const pending: PendingEntry = { hash, date: c.now(), kind: 'transfer', signed };
      if (payload !== undefined) pending.payload = payload;
      return { hash, pending };
    },

    status: (coin, hash, entry) => spec.status(ctx(coin.chainName), hash, entry),
    ...spec.more?.(ctx),
  };
}

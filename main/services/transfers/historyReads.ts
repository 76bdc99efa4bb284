import { getChain } from '../../../shared/chains/registry';
import type { CallOutput } from '../../../shared/contract';
import type { HistoryFilter, HistoryRow } from '../../../shared/contract/history';
import type { CoinEntry, WalletMeta } from '../../../shared/wallets';
import type { CoinRefs } from './coinRefs';
import type { TransferDeps } from './transferDeps';
import { toTxView } from './views';
import { withSaleNotes } from './saleNotes';
import type { RecipientGuard } from '../recipients/recipientGuard';

/** Chains asked at once: enough to hide latency, few enough to stay inside free-tier limits. */
const AT_ONCE = 6;

/** Runs `work` over `items` with at most `limit` in flight, keeping the input order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

/** The Transactions screen: every visible coin's recent history across wallets, newest first. */
export class HistoryReads {
  constructor(
    private readonly d: TransferDeps,
    private readonly refs: CoinRefs,
    private readonly guard?: RecipientGuard,
  ) {}

  async all(filter: HistoryFilter): Promise<CallOutput<'history.all'>> {
    const wallets = this.d.wallets.allWallets().filter((w) => !filter.walletId || w.id === filter.walletId);
    const jobs = wallets.flatMap((wallet) =>
      wallet.coins
        .filter((c) => c.isInWallet && (!filter.coinId || c.id === filter.coinId))
        .map((coin) => ({ wallet, coin })),
    );
    const unread: CallOutput<'history.all'>['unread'] = [];
    let skipped = 0;
    const read = await inPool(jobs, AT_ONCE, async ({ wallet, coin }) => {
      try {
        const read = await this.rowsOf(wallet, coin);
        skipped += read.skipped;
        return read.rows;
      } catch (e) {
        unread.push({
          walletName: wallet.name,
          symbol: coin.symbol,
          reason: e instanceof Error ? e.message : 'network error',
        });
        return [];
      }
    });
    const rows = read
      .flat()
      .filter((r) => !filter.direction || r.direction === filter.direction)
      .sort((a, b) => b.date - a.date);
    return { rows, unread, skipped };
  }

  private async rowsOf(
    wallet: WalletMeta,
    coin: CoinEntry,
  ): Promise<{ rows: HistoryRow[]; skipped: number }> {
    const family = this.refs.familyOf(coin.chainName);
    const chain = getChain(coin.chainName);
    if (!family) throw new Error(`${chain.displayName} history is not available in this version`);
    const ref = await this.refs.refOf(wallet, coin, family);
    const snap = await family.snapshot(ref);
    const own = [ref.address, snap.receiveAddress];
    const views = snap.history.slice(0, 20).map((h) => toTxView(h, coin.chainName, coin.decimals, own));
    const guarded = this.guard ? await this.guard.markHistory(wallet, coin, views, own) : views;
    // a sell deposit reads as the sale it paid, with the provider's latest word on it
    const marked = withSaleNotes(this.d.cache().appState, coin.chainName, guarded);
    const rows = marked.map((v) => ({
      ...v,
      walletId: wallet.id,
      walletName: wallet.name,
      coinId: coin.id,
      symbol: coin.symbol,
      chainName: coin.chainName,
      chainDisplayName: chain.displayName,
    }));
    return { rows, skipped: snap.historySkipped ?? 0 };
  }
}

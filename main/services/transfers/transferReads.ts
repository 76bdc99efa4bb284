import { formatUnits } from '../../../shared/amount';
import { capabilitiesOf } from '../../../shared/chains/capabilities';
import { getChain } from '../../../shared/chains/registry';
import type { CallOutput } from '../../../shared/contract';
import type { CoinEntry, WalletMeta } from '../../../shared/wallets';
import type { CoinRef, ConfirmationStatus, PendingEntry, WalletFamily } from '../../chains/family';
import type { CoinRefs } from './coinRefs';
import type { TransferDeps } from './transferDeps';
import { syncProgressTo } from './syncProgress';
import { toTxView } from './views';
import { withSaleNotes } from './saleNotes';
import type { RecipientGuard } from '../recipients/recipientGuard';

const WATCH_ONLY_NOTICE =
  'Watch-only: this wallet follows these addresses without their keys, so it cannot send.';

/** Showing coins: one coin's page, the home list's balances, every wallet's portfolio, the coins (UTXOs). */
export class TransferReads {
  constructor(
    private readonly d: TransferDeps,
    private readonly refs: CoinRefs,
    private readonly guard?: RecipientGuard,
  ) {}

  async overview(coinId: string): Promise<CallOutput<'coin.overview'>> {
    const { wallet, coin } = this.refs.coinOf(coinId);
    const family = this.refs.familyOf(coin.chainName);
    // a watch-only wallet reads like any other and offers nothing that signs (the signer refuses it too)
    const watch = wallet.kind === 'watch';
    const capabilities = capabilitiesOf(coin.chainName);
    const base = {
      coinId,
      chainName: coin.chainName,
      symbol: coin.symbol,
      decimals: coin.decimals,
      capabilities: watch ? { ...capabilities, staking: false, coinSelection: false } : capabilities,
      ...(watch ? { watchOnly: true as const } : {}),
    };
    if (!family) {
      const { address } = await this.refs.addressOf(wallet, coin.chainName);
      return {
        ...base,
        receiveAddress: address,
        balance: null,
        history: [],
        pending: [],
        canSend: false,
        coinSelection: false,
        notice: `Balances and sending on ${getChain(coin.chainName).displayName} are not available in this version yet. You can receive at this address.`,
      };
    }
    const ref = await this.refs.refOf(wallet, coin, family);
    const progress = syncProgressTo(this.d.events, coinId);
    try {
      const snap = await family.snapshot(ref, progress).finally(() => progress.flush());
      const own = [ref.address, snap.receiveAddress];
      const { pending, pendingError } = await this.pendingOf(ref, family);
      const notices = [...(watch ? [WATCH_ONLY_NOTICE] : []), ...(snap.notices ?? [])];
      const views = snap.history.slice(0, 20).map((h) => toTxView(h, coin.chainName, coin.decimals, own));
      const marked = this.guard ? await this.guard.markHistory(wallet, coin, views, own) : views;
      // a sell deposit reads as the sale it paid, with the provider's latest word on it
      const history = withSaleNotes(this.d.cache().appState, coin.chainName, marked);
      return {
        ...base,
        receiveAddress: snap.receiveAddress,
        ...(notices.length ? { notices } : {}),
        balance: formatUnits(snap.balance, coin.decimals),
        ...(snap.apart?.length
          ? {
              apart: snap.apart.map((a) => ({
                label: a.label,
                amount: formatUnits(a.amount, coin.decimals),
                ...(a.unspendable ? { unspendable: a.unspendable } : {}),
              })),
            }
          : {}),
        history,
        ...(snap.historySkipped ? { historySkipped: snap.historySkipped } : {}),
        ...(snap.historyNotice ? { historyNotice: snap.historyNotice } : {}),
        pending: pending.map((p, i) => ({
          hash: p.hash,
          date: p.date,
          kind: p.kind,
          status: family.pendingStatus ? family.pendingStatus(pending, i) : 'Pending',
          canReplace: family.replace !== undefined && !watch,
        })),
        ...(pendingError ? { pendingError } : {}),
        canSend: !watch,
        coinSelection: !watch && snap.utxos !== undefined,
      };
    } catch (e) {
      // spec §8: read failures are logged and the coin still shows, with the reason
      console.error(`overview ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return {
        ...base,
        receiveAddress: ref.address,
        balance: null,
        history: [],
        pending: [],
        canSend: false,
        coinSelection: false,
        notice: `Could not reach ${getChain(coin.chainName).displayName}: ${e instanceof Error ? e.message : 'network error'}`,
      };
    }
  }

  /**
   * The coin's pending transactions from the cache, settled and in the family's order. A read
   * that fails is not an empty list: spec §8 shows an error toast titled 'Error' with the
   * message, so the failure comes back as `pendingError` while the rest of the page shows.
   */
  private async pendingOf(
    ref: CoinRef,
    family: WalletFamily,
  ): Promise<{ pending: PendingEntry[]; pendingError?: string }> {
    try {
      const settled = await this.settle(ref, family, this.refs.pendingOf(ref));
      return { pending: family.sortPending ? family.sortPending(settled) : settled };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      console.error(`pending transactions: ${message}`);
      return { pending: [], pendingError: `Could not read the pending transactions: ${message}` };
    }
  }

  /**
   * Entries nobody is polling any more (after a restart, or after the tries ran out) are
   * looked at once when the coin is shown: confirmed or failed ones leave the list.
   */
  private async settle(ref: CoinRef, family: WalletFamily, pending: PendingEntry[]): Promise<PendingEntry[]> {
    const key = this.refs.pendingKeyOf(ref);
    const kept: PendingEntry[] = [];
    for (const p of pending) {
      let status: ConfirmationStatus = 'pending';
      try {
        status = await family.status(ref, p.hash, p);
      } catch {
        // unknown for now: keep it
      }
      if (status === 'pending') kept.push(p);
      else this.d.cache().pending.remove(key, p.hash);
    }
    return kept;
  }

  /** coin id → the address the family's last snapshot displays for the row (Hedera's account id) */
  private readonly displayAddresses = new Map<string, string>();

  /** The home list: each family reads all of its coins at once where it can batch. */
  async balances(): Promise<CallOutput<'coins.balances'>> {
    const read = await this.balancesOf(this.d.wallets.currentWallet());
    return {
      balances: read.map((b) => {
        const displayAddress = this.displayAddresses.get(b.coinId);
        return displayAddress !== undefined ? { ...b, displayAddress } : b;
      }),
    };
  }

  /**
   * The home list as last read, from the cache alone: unlock paints balances at once while
   * `balances` asks the chains again. A coin never read yet is absent.
   */
  cachedBalances(): CallOutput<'coins.cachedBalances'> {
    const wallet = this.d.wallets.currentWallet();
    const stored = this.d.cache().balances.list(wallet.id);
    const balances: CallOutput<'coins.cachedBalances'>['balances'] = [];
    let missing = 0;
    for (const coin of wallet.coins) {
      if (!coin.isInWallet) continue;
      const b = stored.get(coin.id);
      if (!b) missing++;
      else
        balances.push({
          coinId: coin.id,
          balance: formatUnits(BigInt(b.balance), coin.decimals),
          fetchedAt: b.fetchedAt,
        });
    }
    return { balances, missing };
  }

  /** Every wallet's visible balances, wallets read side by side (the portfolio total). */
  async portfolio(): Promise<CallOutput<'portfolio.balances'>> {
    const wallets = this.d.wallets.allWallets();
    const read = await Promise.all(wallets.map((w) => this.balancesOf(w)));
    return {
      wallets: wallets.map((w, i) => ({
        walletId: w.id,
        name: w.name,
        coins: read[i]!.map((b) => ({
          ...b,
          symbol: w.coins.find((c) => c.id === b.coinId)?.symbol ?? '',
        })),
      })),
    };
  }

  private async balancesOf(wallet: WalletMeta): Promise<{ coinId: string; balance: string | null }[]> {
    const visible = wallet.coins.filter((c) => c.isInWallet);
    const result = new Map<string, string | null>(visible.map((c) => [c.id, null]));
    const read = new Map<string, bigint>();
    const found = (coin: CoinEntry, value: bigint) => {
      read.set(coin.id, value);
      result.set(coin.id, formatUnits(value, coin.decimals));
    };
    const groups = new Map<WalletFamily, { coin: CoinEntry; ref: CoinRef }[]>();
    // refs may ask the signer (an account key) or the cache: all at once, not one coin after another
    const refs = await Promise.all(
      visible.map(async (coin) => {
        const family = this.refs.familyOf(coin.chainName);
        if (!family) return null;
        try {
          return { coin, family, ref: await this.refs.refOf(wallet, coin, family) };
        } catch (e) {
          console.error(`balance ref ${coin.id}: ${e instanceof Error ? e.message : String(e)}`);
          return null;
        }
      }),
    );
    for (const r of refs)
      if (r) groups.set(r.family, [...(groups.get(r.family) ?? []), { coin: r.coin, ref: r.ref }]);
    await Promise.all(
      [...groups].map(async ([family, items]) => {
        if (family.balances) {
          // one family that cannot read (no node on this profile) leaves the others' balances shown
          const map = await family.balances(items.map((i) => i.ref)).catch((e: unknown) => {
            console.error(
              `balances ${items[0]!.coin.chainName}: ${e instanceof Error ? e.message : String(e)}`,
            );
            return new Map<CoinRef, bigint>();
          });
          for (const { coin, ref } of items) {
            const v = map.get(ref);
            if (v !== undefined) found(coin, v);
          }
          return;
        }
        await Promise.all(
          items.map(async ({ coin, ref }) => {
            const progress = syncProgressTo(this.d.events, coin.id);
            try {
              const snap = await family.snapshot(ref, progress).finally(() => progress.flush());
              found(coin, snap.balance);
              if (snap.displayAddress !== undefined) this.displayAddresses.set(coin.id, snap.displayAddress);
              else this.displayAddresses.delete(coin.id);
            } catch (e) {
              console.error(`balance ${coin.id}: ${e instanceof Error ? e.message : String(e)}`);
            }
          }),
        );
      }),
    );
    this.remember(wallet.id, read);
    return [...result].map(([coinId, balance]) => ({ coinId, balance }));
  }

  /** Fresh reads become the next unlock's first paint; a cache that cannot take them costs nothing. */
  private remember(walletId: string, read: ReadonlyMap<string, bigint>): void {
    if (read.size === 0) return;
    const fetchedAt = Date.now();
    try {
      this.d.cache().balances.upsertMany(
        walletId,
        [...read].map(([coinId, v]) => ({ coinId, balance: v.toString(), fetchedAt })),
      );
    } catch (e) {
      console.error(`balance cache: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async utxos(coinId: string): Promise<CallOutput<'coin.utxos'>> {
    const { wallet, coin } = this.refs.coinOf(coinId);
    const family = this.refs.sendingFamily(coin.chainName);
    const snap = await family.snapshot(await this.refs.refOf(wallet, coin, family));
    return {
      utxos: (snap.utxos ?? []).map((u) => ({
        id: u.id,
        value: formatUnits(u.value, coin.decimals),
        address: u.address,
        confirmed: u.confirmed,
      })),
    };
  }
}

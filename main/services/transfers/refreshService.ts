import { formatUnits, parseUnits } from '../../../shared/amount';
import type { EventBus } from '../../ipc/events';
import type { WalletService } from '../wallets/walletService';
import type { TransferService } from './transferService';

/** How often balances are read in the background: fresh enough, and gentle on free tiers. */
export const REFRESH_INTERVAL_MS = 60_000;

/** Compares decimal strings exactly, whatever their number of decimals. */
const units = (d: string) => parseUnits(d, 36);

/**
 * Reads the current wallet's balances in the background while unlocked. A coin whose balance
 * went up received something: the UI is told (coin.changed) and, when the user wants it, the
 * OS shows a notification. The first look at a wallet only records what is there.
 */
export class RefreshService {
  private readonly known = new Map<string, bigint>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly transfers: TransferService,
    private readonly wallets: WalletService,
    private readonly events: EventBus,
    private readonly notifyReceived: (title: string, body: string) => void,
    private readonly intervalMs = REFRESH_INTERVAL_MS,
  ) {}

  start(): void {
    this.stop();
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.known.clear();
  }

  /** One refresh; overlapping calls share the one in flight. */
  tick(): Promise<void> {
    this.running ??= this.refresh().finally(() => (this.running = null));
    return this.running;
  }

  private async refresh(): Promise<void> {
    let wallet;
    try {
      wallet = this.wallets.currentWallet();
    } catch {
      return; // locked or no wallet: nothing to look at
    }
    const { balances } = await this.transfers.balances();
    for (const { coinId, balance } of balances) {
      if (balance === null) continue;
      const key = `${wallet.id}|${coinId}`;
      const now = units(balance);
      const before = this.known.get(key);
      this.known.set(key, now);
      if (before === undefined || now === before) continue;
      this.events.emit('coin.changed', { coinId });
      if (now > before) {
        const coin = wallet.coins.find((c) => c.id === coinId);
        const symbol = coin?.symbol ?? '';
        const received = formatUnits(now - before, 36);
        this.notifyReceived(`${symbol} received`, `${received} ${symbol} arrived in ${wallet.name}`);
      }
    }
  }
}

/**
 * Locks after `minutes()` of inactivity (0 turns it off). Activity is reported by the
 * renderer on user input; background refreshes do not count, or the wallet would never lock.
 */
export class AutoLock {
  private last: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly minutes: () => number,
    private readonly lock: () => void,
    private readonly now: () => number = Date.now,
    private readonly checkEveryMs = 5_000,
  ) {
    this.last = now();
  }

  start(): void {
    this.stop();
    this.last = this.now();
    this.timer = setInterval(() => this.check(), this.checkEveryMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  touch(): void {
    this.last = this.now();
  }

  /** Exposed for tests with a fake clock. */
  check(): void {
    const m = this.minutes();
    if (m > 0 && this.now() - this.last >= m * 60_000) {
      this.stop();
      this.lock();
    }
  }
}

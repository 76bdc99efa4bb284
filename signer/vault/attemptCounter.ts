import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from './atomicWrite';

/** Wrong passwords allowed before any wait; then 1 s, 2 s, 4 s ... */
export const FREE_ATTEMPTS = 3;
export const MAX_LOCKOUT_MS = 5 * 60_000;

/** The wait before the next try after `failures` consecutive wrong passwords. */
export function lockoutDelayMs(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_LOCKOUT_MS, 1000 * 2 ** Math.min(failures - FREE_ATTEMPTS, 20));
}

const StateSchema = z.object({
  v: z.literal(1),
  failures: z.number().int().nonnegative(),
  lastFailureAt: z.number(),
});
type State = z.infer<typeof StateSchema>;
const ZERO: State = { v: 1, failures: 0, lastFailureAt: 0 };

/**
 * Consecutive wrong passwords, persisted next to the vault so a restart does not reset the
 * wait. It slows guessing through the UI; whoever can edit this file can copy the vault and
 * guess offline anyway, so an unreadable file simply counts as zero.
 */
export class AttemptCounter {
  private state: State | null = null;

  constructor(
    private readonly file: string,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until a password may be tried again (0 = now). */
  async retryAfterMs(): Promise<number> {
    const s = await this.load();
    const wait = lockoutDelayMs(s.failures);
    // A clock set backwards must not stretch the wait beyond its own length.
    const elapsed = Math.max(0, this.now() - s.lastFailureAt);
    return Math.max(0, wait - elapsed);
  }

  /** Counts one wrong password; returns the wait it imposes on the next try. */
  async recordFailure(): Promise<number> {
    const s = await this.load();
    await this.store({ v: 1, failures: s.failures + 1, lastFailureAt: this.now() });
    return lockoutDelayMs(s.failures + 1);
  }

  async reset(): Promise<void> {
    const s = await this.load();
    if (s.failures !== 0) await this.store(ZERO);
  }

  async failures(): Promise<number> {
    return (await this.load()).failures;
  }

  private async load(): Promise<State> {
    if (this.state) return this.state;
    try {
      const parsed = StateSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
      this.state = parsed.success ? parsed.data : ZERO;
    } catch {
      this.state = ZERO;
    }
    return this.state;
  }

  /**
   * Memory first, then disk. A failed write (full disk, read-only folder) must not turn a
   * wrong password into an I/O error or fail a good unlock; the in-memory count still holds
   * for this process.
   */
  private async store(s: State): Promise<void> {
    this.state = s;
    await writeFileAtomic(this.file, Buffer.from(JSON.stringify(s), 'utf8')).catch(() => undefined);
  }
}

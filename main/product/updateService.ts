import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { UpdateState } from '../../shared/contract/product';
import { compareVersions } from '../../shared/product/compareVersions';
import type { EventBus } from '../ipc/events';
import { writeFileAtomic } from '../store/atomicFile';
import type { UpdateChecker } from './updateFeed';

/** How often the app looks for a new version on its own. */
export const UPDATE_CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

const StoredSchema = z.strictObject({ lastUpdateCheckTimestamp: z.number().int() });

/**
 * The update state both hosts show (banner, About card): the feed's newest version against
 * the running one. It never installs anything by itself; Electron downloads only when the
 * user asks. spec lastUpdateCheckTimestamp is kept in a small file so a restart does not
 * ask again before it is due.
 */
export class UpdateService {
  private state: UpdateState;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<UpdateState> | null = null;

  constructor(
    current: string,
    private readonly checker: UpdateChecker | undefined,
    private readonly events: EventBus,
    private readonly stateFile: string,
    private readonly now: () => number = Date.now,
  ) {
    const last = this.readLast();
    this.state = {
      current,
      available: false,
      configured: checker !== undefined,
      ...(last !== undefined ? { lastCheckedAt: last } : {}),
    };
  }

  get(): UpdateState {
    return this.state;
  }

  /** Checks at once (the first run of this process always asks), then every six hours. */
  start(): void {
    if (!this.checker || this.timer) return;
    void this.check();
    this.timer = setInterval(() => void this.check(), UPDATE_CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  check(): Promise<UpdateState> {
    this.running ??= this.ask().finally(() => (this.running = null));
    return this.running;
  }

  private async ask(): Promise<UpdateState> {
    if (!this.checker) return this.state;
    const { current } = this.state;
    try {
      const release = await this.checker();
      const at = this.now();
      this.state = {
        current,
        configured: true,
        latest: release.version,
        available: compareVersions(release.version, current) > 0,
        lastCheckedAt: at,
        ...(release.releaseDate ? { releaseDate: release.releaseDate } : {}),
      };
      this.writeLast(at);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.state = { ...this.state, error: `Could not check for updates: ${message}`.slice(0, 300) };
    }
    this.events.emit('updates.changed', {});
    return this.state;
  }

  private readLast(): number | undefined {
    if (!existsSync(this.stateFile)) return undefined;
    try {
      const r = StoredSchema.safeParse(JSON.parse(readFileSync(this.stateFile, 'utf8')));
      return r.success ? r.data.lastUpdateCheckTimestamp : undefined;
    } catch {
      return undefined;
    }
  }

  private writeLast(at: number): void {
    try {
      writeFileAtomic(this.stateFile, JSON.stringify({ lastUpdateCheckTimestamp: at }));
    } catch (e) {
      console.error(`update state: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

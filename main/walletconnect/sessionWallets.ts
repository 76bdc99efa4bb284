import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const FileSchema = z.strictObject({ v: z.literal(1), sessions: z.record(z.string(), z.string()) });

/**
 * Which wallet each WalletConnect session belongs to (topic → wallet id), in main's own small
 * file beside WalletKit's store: the SDK knows accounts, not wallets. Written atomically.
 */
export class SessionWallets {
  private readonly file: string;
  private map: Map<string, string>;

  constructor(dir: string) {
    this.file = path.join(dir, 'session-wallets.json');
    this.map = new Map();
    if (existsSync(this.file)) {
      const parsed = FileSchema.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
      // a damaged file loses the mapping only: unmapped sessions are disconnected at unlock
      if (parsed.success) this.map = new Map(Object.entries(parsed.data.sessions));
    }
  }

  walletOf(topic: string): string | undefined {
    return this.map.get(topic);
  }

  topics(): [topic: string, walletId: string][] {
    return [...this.map.entries()];
  }

  set(topic: string, walletId: string): void {
    this.map.set(topic, walletId);
    this.save();
  }

  delete(topic: string): void {
    if (this.map.delete(topic)) this.save();
  }

  private save(): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify({ v: 1, sessions: Object.fromEntries(this.map) }), { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}

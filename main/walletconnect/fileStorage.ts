import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * WalletConnect's key-value storage as one JSON file of main's own (sessions, pairings, keys
 * of the session crypto, the message history). Given to Core instead of its default storage,
 * which a CommonJS bundle cannot construct; every write replaces the file atomically. Values
 * are the SDK's plain JSON.
 */
export class FileStorage {
  private readonly data: Map<string, unknown>;

  constructor(private readonly file: string) {
    let entries: [string, unknown][] = [];
    if (existsSync(file)) {
      try {
        entries = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
      } catch {
        // a damaged store loses the sessions only: dapps pair again
        entries = [];
      }
    }
    this.data = new Map(entries);
  }

  async getKeys(): Promise<string[]> {
    return [...this.data.keys()];
  }

  async getEntries<T>(): Promise<[string, T][]> {
    return [...this.data.entries()] as [string, T][];
  }

  async getItem<T>(key: string): Promise<T | undefined> {
    return this.data.get(key) as T | undefined;
  }

  async setItem<T>(key: string, value: T): Promise<void> {
    this.data.set(key, value);
    this.save();
  }

  async removeItem(key: string): Promise<void> {
    if (this.data.delete(key)) this.save();
  }

  private save(): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(Object.fromEntries(this.data)), { mode: 0o600 });
    renameSync(tmp, this.file);
  }
}

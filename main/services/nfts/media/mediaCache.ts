/**
 * Fetched NFT media by URL, least recently used first out once the bytes held pass `maxBytes`.
 * In memory, not in the cache file: media is re-fetchable and large, and keeping it out of the
 * encrypted SQLite file needs no migration (issue 28 allows either); nothing of it is written
 * to disk, so it leaks nothing either. Refusals are kept too (by their reason's length), so a
 * hostile 50 MB image is not downloaded again on every scroll.
 */
export class MediaCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private held = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (v: V) => number,
  ) {}

  get bytes(): number {
    return this.held;
  }

  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    // re-inserted: a Map iterates in insertion order, so the first key is the least recent
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.held -= old.size;
    }
    // one item past the whole cap is served but not kept
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.held += size;
    for (const [k, e] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(k);
      this.held -= e.size;
    }
  }
}

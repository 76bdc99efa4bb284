import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppStateRepo, Cache } from '../../../cache';

/** Bytes of NFT media kept across restarts: a few galleries' worth, a small part of the cache file. */
export const MEDIA_STORE_BYTES = 48 * 1024 * 1024;

/** The app-state key of the store's index: its entries, oldest first, with their sizes. */
export const MEDIA_INDEX_KEY = 'nftMediaIndex';
const ENTRY_PREFIX = 'nftMedia:';

/** What main keeps of one media URL: the image main checked, or its verdict on the file. */
export type StoredMedia = { status: 'ok'; dataUrl: string } | { status: 'none'; reason: string };

const Stored = z.union([
  z.strictObject({
    status: z.literal('ok'),
    dataUrl: z.string().regex(/^data:image\/(png|jpeg|gif|webp);base64,/),
  }),
  z.strictObject({ status: z.literal('none'), reason: z.string().max(500) }),
]);
const Index = z.array(z.tuple([z.string().max(100), z.number().int().nonnegative()])).max(100_000);

/** One URL's row: a hash, so the key's length is bounded whatever the URL (the row is encrypted either way). */
const entryKey = (url: string) => ENTRY_PREFIX + createHash('sha256').update(url).digest('base64url');

/**
 * NFT media in the encrypted cache (issue 28), so a restart shows the gallery without fetching
 * it again: one app-state row per media URL, plus an index row listing them oldest first with
 * their sizes; past `maxBytes` the oldest go first, in the same transaction. The cache file is
 * SQLCipher-encrypted, so no image (nor which NFTs the wallet holds) is readable on disk. A row
 * or index that does not read back through its schema counts as absent. `cache` is the open
 * cache, or null while locked (nothing is kept nor read then).
 */
export class MediaStore {
  constructor(
    private readonly cache: () => Cache | null,
    readonly maxBytes = MEDIA_STORE_BYTES,
  ) {}

  get(url: string): StoredMedia | undefined {
    const s = this.cache()?.appState;
    if (!s) return undefined;
    const row = Stored.safeParse(s.get(entryKey(url)));
    return row.success ? row.data : undefined;
  }

  set(url: string, media: StoredMedia): void {
    const c = this.cache();
    if (!c) return;
    const s = c.appState;
    const key = entryKey(url);
    const size = media.status === 'ok' ? media.dataUrl.length : media.reason.length;
    // one item past the whole cap is served but not kept
    if (size > this.maxBytes) return;
    const index = this.index(s).filter(([k]) => k !== key);
    index.push([key, size]);
    let held = index.reduce((n, [, b]) => n + b, 0);
    let drop = 0;
    while (held > this.maxBytes) held -= index[drop++]![1];
    c.transaction(() => {
      s.set(key, media);
      for (const [k] of index.slice(0, drop)) s.remove(k);
      s.set(MEDIA_INDEX_KEY, index.slice(drop));
    });
  }

  /** Bytes the store holds now, by its index. */
  bytes(): number {
    const s = this.cache()?.appState;
    return s ? this.index(s).reduce((n, [, b]) => n + b, 0) : 0;
  }

  private index(s: AppStateRepo): [string, number][] {
    const parsed = Index.safeParse(s.get(MEDIA_INDEX_KEY));
    return parsed.success ? parsed.data : [];
  }
}

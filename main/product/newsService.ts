import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { NewsItem } from '../../shared/contract/product';
import type { Http } from '../net/http';
import { writeFileAtomic } from '../store/atomicFile';
import { fetchNews } from './newsFeed';

const SeenSchema = z.array(z.string().max(100)).max(1000);

/**
 * News shown once: the first feed entry whose key the user has not closed yet. Closed keys
 * are kept in a small file beside the settings (they say nothing about the wallets). Without
 * a feed URL, or when the feed cannot be read, there is simply no news.
 */
export class NewsService {
  constructor(
    private readonly http: Http,
    private readonly url: string | undefined,
    private readonly seenFile: string,
  ) {}

  async next(): Promise<NewsItem | null> {
    if (!this.url) return null;
    let items: NewsItem[];
    try {
      items = await fetchNews(this.http, this.url);
    } catch (e) {
      console.error(`news: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
    const seen = new Set(this.seen());
    return items.find((i) => !seen.has(i.key)) ?? null;
  }

  dismiss(key: string): void {
    const seen = this.seen();
    if (seen.includes(key)) return;
    writeFileAtomic(this.seenFile, JSON.stringify([...seen, key].slice(-1000)));
  }

  private seen(): string[] {
    if (!existsSync(this.seenFile)) return [];
    try {
      const parsed = SeenSchema.safeParse(JSON.parse(readFileSync(this.seenFile, 'utf8')));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
}

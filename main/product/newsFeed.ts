import { z } from 'zod';
import { NewsItemSchema, type NewsItem } from '../../shared/contract/product';
import type { Http } from '../net/http';
import { readAnswer } from '../net/readAnswer';

/** A feed is a short list; a longer one is not ours. */
const NewsFeedSchema = z.array(NewsItemSchema).max(100);

/** The product's news (spec app.md §7 "News by key": an array of entries with key and message). */
export async function fetchNews(http: Http, url: string): Promise<NewsItem[]> {
  return readAnswer(NewsFeedSchema, await http.json(url), 'news', new URL(url).host);
}

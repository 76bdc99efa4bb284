import { describe, expect, it } from 'vitest';
import { createHttp } from '../net/http';
import { productFromEnv } from './productFromEnv';

describe('productFromEnv', () => {
  it('takes https feeds, or loopback ones, and nothing else', () => {
    const http = createHttp();
    expect(productFromEnv({}, http).product).toEqual({});
    const p = productFromEnv(
      { WALLET_NEWS_URL: 'https://news.example/feed.json', WALLET_UPDATE_URL: 'http://127.0.0.1:8080/up' },
      http,
    ).product;
    expect(p.newsUrl).toBe('https://news.example/feed.json');
    expect(typeof p.updates).toBe('function');
    expect(() => productFromEnv({ WALLET_NEWS_URL: 'http://news.example/feed.json' }, http)).toThrow(
      'WALLET_NEWS_URL must be an https:// URL',
    );
    expect(() => productFromEnv({ WALLET_UPDATE_URL: 'file:///etc/passwd' }, http)).toThrow(
      'WALLET_UPDATE_URL must be',
    );
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from './staticPath';

const root = path.resolve('/srv/app');

describe('resolveStaticPath', () => {
  it('serves files inside the root and routes to index.html', () => {
    expect(resolveStaticPath(root, '/assets/index-abc.js')).toBe(path.join(root, 'assets/index-abc.js'));
    expect(resolveStaticPath(root, '/')).toBe(path.join(root, 'index.html'));
    expect(resolveStaticPath(root, '/home/transactions')).toBe(path.join(root, 'index.html'));
    expect(resolveStaticPath(root, '/?token=abc')).toBe(path.join(root, 'index.html'));
  });
  it('refuses traversal in every spelling', () => {
    for (const p of [
      '/../etc/passwd',
      '/assets/../../etc/passwd.txt',
      '/%2e%2e/secret.json',
      '/%2E%2E%2Fsecret.json',
      '/..%5csecret.json',
      '/a\\..\\b.js',
      '/x%00.js',
      '/%E0%A4%A.js',
    ])
      expect(resolveStaticPath(root, p), p).toBeNull();
  });
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCsp } from '../security/csp';
import { APP_SCHEME_DEFINITION, appResponse, registerAppScheme, resolveAppFile } from './protocol';
import { securityHeaders } from './securityHeaders';

const root = path.resolve('/srv/app/dist/renderer');

describe('resolveAppFile', () => {
  it.each([
    ['app://wallet/', 'index.html'],
    ['app://wallet', 'index.html'],
    ['app://wallet/home', 'index.html'],
    ['app://wallet/home/transactions', 'index.html'],
    ['app://wallet/settings?tab=1#x', 'index.html'],
    ['app://wallet/index.html', 'index.html'],
    ['app://wallet/assets/index-3f9a.js', 'assets/index-3f9a.js'],
    ['app://wallet/assets/index-3f9a.css?v=2', 'assets/index-3f9a.css'],
    ['app://wallet/assets/logo%20dark.svg', 'assets/logo dark.svg'],
  ])('maps %s to %s', (url, rel) => {
    expect(resolveAppFile(root, url)).toBe(path.join(root, rel));
  });

  it.each([
    'app://wallet/../secret.txt',
    'app://wallet/assets/../../secret.txt',
    'app://wallet/%2e%2e/secret.txt',
    'app://wallet/%2E%2E/%2E%2E/etc/passwd',
    'app://wallet/.%2e/secret.txt',
    'app://wallet/..%2fsecret.txt',
    'app://wallet/assets%2f..%2f..%2fsecret.txt',
    'app://wallet/..\\secret.txt',
    'app://wallet/assets\\..\\..\\secret.txt',
    'app://wallet/%5c..%5csecret.txt',
    'app://wallet/index.html%00.png',
    'app://wallet//etc/passwd',
    'app://wallet/C:/Windows/win.ini',
    'app:///etc/passwd',
    'app://evil/index.html',
    'app://wallet.evil.com/index.html',
    'app://wallet@evil/index.html',
    'app://x:y@wallet/index.html',
    'app://wallet:81/index.html',
    'file:///etc/passwd',
    'https://wallet/index.html',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppFile(root, url)).toBeNull();
  });
});

describe('app scheme', () => {
  it('is standard, secure and fetchable, and never bypasses the CSP', () => {
    expect(APP_SCHEME_DEFINITION).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
    const seen: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (s) => seen.push(...s) });
    expect(seen).toEqual([APP_SCHEME_DEFINITION]);
  });
});

describe('appResponse', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-app-'));
  mkdirSync(path.join(dir, 'renderer', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'renderer', 'index.html'), '<!doctype html><title>w</title>');
  writeFileSync(path.join(dir, 'renderer', 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
  const rendererDir = path.join(dir, 'renderer');
  const csp = buildCsp({ connectSrc: [] });
  const headers = securityHeaders(csp);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves index.html for routes, with the CSP and nosniff', async () => {
    const res = await appResponse(
      rendererDir,
      { url: 'app://wallet/home/transactions', method: 'GET' },
      headers,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>w</title>');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(csp);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves assets with their type', async () => {
    const res = await appResponse(
      rendererDir,
      { url: 'app://wallet/assets/main.js', method: 'GET' },
      headers,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers 404 for traversal and missing files, without content', async () => {
    for (const url of [
      'app://wallet/../secret.txt',
      'app://wallet/%2e%2e/secret.txt',
      'app://wallet/missing.js',
    ]) {
      const res = await appResponse(rendererDir, { url, method: 'GET' }, headers);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('');
      expect(res.headers.get('content-security-policy')).toBe(csp);
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await appResponse(rendererDir, { url: 'app://wallet/', method: 'POST' }, headers);
    expect(res.status).toBe(405);
    const head = await appResponse(rendererDir, { url: 'app://wallet/', method: 'HEAD' }, headers);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import { contentTypeOf, resolveStaticPath } from '../security/staticPath';
import { APP_HOST, APP_SCHEME } from './origin';

/**
 * `app://wallet/` behaves like an https origin (standard, secure, fetch) but serves only the
 * built renderer from disk. No bypassCSP, no service workers, no CORS: nothing else needs it.
 */
export const APP_SCHEME_DEFINITION: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/** Must run before the app's `ready` event. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_DEFINITION]);
}

/** Encoded dots, slashes and backslashes, and NUL: never in a path of ours. */
const SUSPICIOUS = /\.\.|%2e|%2f|%5c|%00|\\/i;

/**
 * The file for an `app://wallet/...` request, or null. The raw URL is checked before it is
 * parsed because URL parsing resolves `..` and `%2e%2e` silently; a request that tries them
 * is refused outright instead of being quietly mapped to some other file.
 */
export function resolveAppFile(rootDir: string, requestUrl: string): string | null {
  if (SUSPICIOUS.test(requestUrl)) return null;
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST || url.username || url.password) return null;
  // `//etc/passwd` or `/C:/...` would be absolute paths on some platform.
  if (url.pathname.includes('//') || url.pathname.includes(':')) return null;
  return resolveStaticPath(path.resolve(rootDir), url.pathname);
}

/** The response for one request: the file with security headers, or a bare 404/405. */
export async function appResponse(
  rootDir: string,
  request: { url: string; method: string },
  headers: Record<string, string>,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers });
  const file = resolveAppFile(rootDir, request.url);
  if (!file) return new Response(null, { status: 404, headers });
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return new Response(null, { status: 404, headers });
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: { ...headers, 'Content-Type': contentTypeOf(file) },
  });
}

/** Serves `rootDir` (dist/renderer) on the app scheme. Call after `ready`. */
export function serveApp(
  protocol: Pick<Protocol, 'handle'>,
  rootDir: string,
  headers: Record<string, string>,
): void {
  protocol.handle(APP_SCHEME, (request) => appResponse(rootDir, request, headers));
}

export interface CspOptions {
  /** extra connect-src sources, e.g. the browser host's `ws://127.0.0.1:PORT` */
  connectSrc: string[];
}

/**
 * A connect-src entry must be a plain origin (scheme, host, optional port). Anything else is
 * refused rather than escaped: a space, `;` or quote would let a caller smuggle in another
 * source or a whole directive, and a bare scheme or `*` would open the page to any host.
 */
const ORIGIN_SOURCE = /^(https|wss|http|ws):\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The page's Content-Security-Policy. Everything is denied by default; scripts and styles
 * come only from the app's own origin, never inline or eval, so injected markup cannot run.
 */
export function buildCsp(opts: CspOptions): string {
  for (const source of opts.connectSrc) {
    if (!ORIGIN_SOURCE.test(source)) throw new Error(`refused connect-src entry: ${JSON.stringify(source)}`);
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...opts.connectSrc]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['worker-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

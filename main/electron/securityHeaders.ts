/** Headers every app response carries: the CSP plus the usual no-sniff, no-frame, no-referrer set. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

export type ResponseHeaders = Record<string, string | string[]>;

/**
 * For `webRequest.onHeadersReceived`: the response's own headers with ours laid over them.
 * A header of ours replaces the response's copy under any spelling, so a looser CSP sent by
 * some response cannot sit beside ours.
 */
export function withSecurityHeaders(
  headers: ResponseHeaders | undefined,
  csp: string,
): Record<string, string[]> {
  const ours = securityHeaders(csp);
  const oursLower = new Set(Object.keys(ours).map((k) => k.toLowerCase()));
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (oursLower.has(name.toLowerCase())) continue;
    out[name] = Array.isArray(value) ? value : [value];
  }
  for (const [name, value] of Object.entries(ours)) out[name] = [value];
  return out;
}

/**
 * The optional features' switches (Settings → Privacy: prices, news, update check, remote
 * icons) put in front of the one client each feature sends through. While a switch is off the
 * request is refused here, before any connection: the host is not contacted at all, not just
 * its answer ignored. Read per request, so turning a switch off takes effect at once.
 */
import { AppError } from '../../shared/errors';
import type { Http } from './http';

/** The sentence a refused request carries. */
export const offMessage = (feature: string) => `${feature} is turned off in Settings → Privacy`;

const refuse = (feature: string) => new AppError('RULE', offMessage(feature));

/** `http` while `on()`; every request refused without a connection otherwise. */
export function featureHttp(http: Http, on: () => boolean, feature: string): Http {
  return {
    request: (url, opts) => (on() ? http.request(url, opts) : Promise.reject(refuse(feature))),
    json: <T>(url: string, opts?: Parameters<Http['json']>[1]) =>
      on() ? http.json<T>(url, opts) : Promise.reject(refuse(feature)),
  };
}

/** A fetch-shaped client gated the same way (icons go through outboundFetch). */
export function featureFetch(fetchFn: typeof fetch, on: () => boolean, feature: string): typeof fetch {
  return (input, init) => (on() ? fetchFn(input, init) : Promise.reject(refuse(feature)));
}

/** Any async call gated the same way (the update checker, which owns its own client). */
export function featureCall<A extends unknown[], R>(
  call: (...a: A) => Promise<R>,
  on: () => boolean,
  feature: string,
): (...a: A) => Promise<R> {
  return (...a) => (on() ? call(...a) : Promise.reject(refuse(feature)));
}

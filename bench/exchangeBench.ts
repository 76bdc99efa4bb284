// Exchange quotes (issue 29): THORChain (the THORNode stand-in) and the product backend's
// "exchange create" providers (test/exchange/exchangeBackend.ts), each behind a proxy adding
// 50 ms per HTTP request, quoted alone and both in parallel as exchange.quote asks them. Round
// trips are counted as chained requests (a request started after another answered is one
// deeper) and timed against one bare request through the same proxy, this machine's round trip
// (the 50 ms plus the local servers' own time). The aim: both providers within 1.5 of them.
import { createBackendExchangeProvider } from '../main/exchange/backend/provider';
import { createThorchainProvider } from '../main/exchange/thorchain';
import type { ExchangeAsset, ProviderQuoteParams } from '../main/exchange/types';
import { createHttp, type Http } from '../main/net/http';
import { startExchangeBackend } from '../test/exchange/exchangeBackend';
import { ETH_POOL, LTC_POOL, ethInbound, ltcInbound } from '../test/exchange/standInRows';
import { startThornodeStandIn } from '../test/exchange/thornodeServer';
import { startDelayProxy } from '../test/utxo/httpHelpers';
import { percentile } from './stats';

const DELAY_MS = 50;
const ROUNDS = 15;
const LTC: ExchangeAsset = { chainName: 'litecoin', symbol: 'LTC', decimals: 8 };
const ETH: ExchangeAsset = { chainName: 'ethereum', symbol: 'ETH', decimals: 18 };

/** main's http client, counting requests and how deep they chain */
function countingHttp(): { http: Http; reset(): void; roundTrips(): number; requests(): number } {
  const inner = createHttp({ retries: 0, backoffMs: 0 });
  let requests = 0;
  let answered = 0;
  let deepest = 0;
  const track = async <T>(call: () => Promise<T>): Promise<T> => {
    requests++;
    const depth = answered + 1;
    deepest = Math.max(deepest, depth);
    try {
      return await call();
    } finally {
      answered = Math.max(answered, depth);
    }
  };
  return {
    http: {
      request: (u, o) => track(() => inner.request(u, o)),
      json: (u, o) => track(() => inner.json(u, o)),
    },
    reset: () => {
      requests = answered = deepest = 0;
    },
    roundTrips: () => deepest,
    requests: () => requests,
  };
}

export async function benchExchange(): Promise<Record<string, number | string>> {
  const thornode = await startThornodeStandIn({
    pools: [LTC_POOL, ETH_POOL],
    chains: [
      ltcInbound('rltc1qvault00000000000000000000000000000000'),
      ethInbound('0x70997970c51812dc3a010c7d01b50e0d17dc79c8', '0x3624525075b88B24ecc29CE226b0CEc1fFcB6976'),
    ],
  });
  const backend = await startExchangeBackend({});
  const thorProxy = await startDelayProxy(thornode.url, DELAY_MS);
  const backendProxy = await startDelayProxy(new URL(backend.base).origin, DELAY_MS);
  const counter = countingHttp();
  try {
    const thorchain = createThorchainProvider({ http: counter.http, baseUrl: thorProxy.url, now: Date.now });
    const exchangeCreate = createBackendExchangeProvider({
      http: counter.http,
      base: `${backendProxy.url}${new URL(backend.base).pathname}`,
      now: Date.now,
      network: 'regtest',
      assets: [LTC, ETH],
    });
    const p: ProviderQuoteParams = {
      from: LTC,
      to: ETH,
      amount: 50_000_000n,
      destination: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      refundAddress: 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg',
    };
    const runs = {
      // one round trip as this machine measures it: the proxy's 50 ms plus the local servers
      'one request through the proxy': () =>
        counter.http.json(`${thorProxy.url}/thorchain/inbound_addresses`),
      THORChain: () => thorchain.quote(p),
      'exchange create (backend)': () => exchangeCreate.quote(p),
      'both in parallel': () => Promise.all([thorchain.quote(p), exchangeCreate.quote(p)]),
    };
    for (const fn of Object.values(runs)) await fn(); // warm: sockets
    const out: Record<string, number | string> = {};
    const medians: Record<string, number> = {};
    for (const [label, fn] of Object.entries(runs)) {
      const samples: number[] = [];
      counter.reset();
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        counter.reset();
        await fn();
        samples.push(performance.now() - t);
      }
      const median = percentile(samples, 50);
      medians[label] = median;
      out[`${label}, median`] = `${Math.round(median)} ms`;
      out[`${label}, round trips (requests)`] = `${counter.roundTrips()} (${counter.requests()})`;
    }
    const both = medians['both in parallel']!;
    const rtt = medians['one request through the proxy']!;
    out['both providers in parallel'] =
      `${(both / rtt).toFixed(2)} measured round trips (${Math.round(rtt)} ms each; aim ≤ 1.5), ${(both / DELAY_MS).toFixed(2)} × ${DELAY_MS} ms`;
    return out;
  } finally {
    await Promise.all([thorProxy.close(), backendProxy.close(), thornode.close(), backend.close()]);
  }
}

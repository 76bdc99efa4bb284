import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A product backend in the spec's sell shapes (app.md §7), on 127.0.0.1: `POST /sell/quote`
 * answers `data.cryptoProviders`, `POST /sell/payment-details` answers `data.depositAddress`,
 * `data.amount`, `data.memo`, `POST /sell/url` answers `data.url`, `POST /sell/status` `data.status` (paths ours, as in the README).
 * It counts every request, so a test can see the debounce; `lie` makes the next answers hostile.
 * With `pageGate` the provider has no deposit for a request until its page was completed: `GET
 * /provider/<name>/sell?requestId=…` is the provider's small HTML page (identity and payout
 * details), and posting its form to `/provider/<name>/complete` completes it (an e2e routes the
 * provider's https site to these).
 * The other backend paths answer empty lists, so an app pointed at it starts as usual.
 */
export interface FixtureProvider {
  name: string;
  displayName: string;
  /** fiat per coin */
  rate: number;
  /** flat fee in fiat */
  fee: number;
  payoutMethods: string[];
  limits: { min: string; max: string };
  url: string;
}

export const SELL_PROVIDERS: FixtureProvider[] = [
  {
    name: 'moonsell',
    displayName: 'Moon Sell',
    rate: 80,
    fee: 2.5,
    payoutMethods: ['SEPA', 'Card'],
    limits: { min: '0.01', max: '5' },
    url: 'https://sell.moon.example/',
  },
  {
    name: 'rampout',
    displayName: 'Ramp Out',
    rate: 82,
    fee: 4,
    payoutMethods: ['SEPA'],
    limits: { min: '0.1', max: '20' },
    url: 'https://ramp.example/',
  },
  {
    name: 'transakt',
    displayName: 'Transakt',
    rate: 79,
    fee: 1,
    payoutMethods: ['Card', 'Bank transfer'],
    limits: { min: '0.2', max: '2' },
    url: 'https://transakt.example/',
  },
];

export interface Asked {
  path: string;
  body: Record<string, unknown>;
}

export interface SellBackend {
  /** the WALLET_BACKEND_URL to give the app */
  base: string;
  asked: Asked[];
  count(path: string): number;
  /** where deposits go (set by the test: an address of the chain's node) */
  depositAddress: string;
  /** the sale's state at the provider, as the backend words it */
  saleStatus: 'waiting_deposit' | 'deposit_received' | 'paid_out' | 'failed';
  /** the memo or destination tag the provider gives with the deposit (memo chains) */
  memo: string | null;
  /** the next payment-details answers merge this over the honest one (a hostile provider) */
  lie: Record<string, unknown> | null;
  /** the provider has no deposit yet for this many payment-details calls per request */
  waitCalls: number;
  /** payment details wait until the provider's page was completed for the request */
  pageGate: boolean;
  /** what each completed page was filled with, by request id */
  completed: Map<string, Record<string, string>>;
  /** the provider page's own URL on this server, for a request (what an e2e routes the https site to) */
  pageBase: string;
  /** the sell page URL each provider gives; defaults to its site with the request id */
  pageUrl: ((provider: FixtureProvider, requestId: string) => string) | null;
  close(): Promise<void>;
}

/** Fiat with two decimals, as the backend would send it. */
const fiat = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

export async function startSellBackend(): Promise<SellBackend> {
  const requests = new Map<string, { amount: string; symbol: string; chain: string; detailsCalls: number }>();
  let nextId = 1;
  const state: SellBackend = {
    base: '',
    asked: [],
    count: (path) => state.asked.filter((a) => a.path === path).length,
    depositAddress: '',
    memo: null,
    saleStatus: 'waiting_deposit',
    lie: null,
    waitCalls: 0,
    pageGate: false,
    completed: new Map(),
    pageBase: '',
    pageUrl: null,
    close: () => new Promise((r) => server.close(() => r())),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname.startsWith('/provider/')) return providerPage(req.method ?? 'GET', url, raw, res);
      const path = url.pathname.replace(/^\/api/, '');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      state.asked.push({ path, body });
      const send = (b: unknown) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(b));
      };
      if (path === '/coins' || path === '/coin-groups') return send({ data: { data: [] } });
      if (path === '/currencies') return send({ data: { data: [], total: 0 } });
      if (path === '/clients/coins') return send({ data: {} });
      if (path === '/sell/quote') {
        const requestId = `req-${nextId++}`;
        const amount = String(body.amount);
        requests.set(requestId, {
          amount,
          symbol: String(body.symbol),
          chain: String(body.chain_name),
          detailsCalls: 0,
        });
        return send({
          data: {
            requestId,
            cryptoProviders: SELL_PROVIDERS.map((p) => ({
              name: p.name,
              displayName: p.displayName,
              fiatAmount: fiat(Math.max(0, Number(amount) * p.rate - p.fee)),
              fees: fiat(p.fee),
              payoutMethods: p.payoutMethods,
              limits: p.limits,
              url: p.url,
              chain_name: body.chain_name,
              symbol: body.symbol,
            })),
          },
        });
      }
      const r = requests.get(String(body.requestId));
      const provider = SELL_PROVIDERS.find((p) => p.name === body.providerName);
      if (!r || !provider) {
        res.statusCode = 404;
        return send({ message: 'unknown request or provider' });
      }
      if (path === '/sell/payment-details') {
        r.detailsCalls += 1;
        if (
          r.detailsCalls <= state.waitCalls ||
          (state.pageGate && !state.completed.has(String(body.requestId)))
        )
          return send({ data: { depositAddress: null } });
        return send({
          data: {
            depositAddress: state.depositAddress,
            amount: r.amount,
            memo: state.memo,
            chain_name: r.chain,
            symbol: r.symbol,
            ...(state.lie ?? {}),
          },
        });
      }
      if (path === '/sell/status') return send({ data: { status: state.saleStatus } });
      if (path === '/sell/url')
        return send({
          data: {
            url: state.pageUrl
              ? state.pageUrl(provider, String(body.requestId))
              : `${provider.url}sell?requestId=${String(body.requestId)}`,
          },
        });
      res.statusCode = 404;
      res.end();
    });
  });
  /** The provider's page: a form for the payout details, and its completion. */
  function providerPage(method: string, url: URL, raw: string, res: http.ServerResponse) {
    const [, , name, action] = url.pathname.split('/');
    const provider = SELL_PROVIDERS.find((p) => p.name === name);
    const html = (status: number, body: string) => {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${provider?.displayName ?? 'Provider'}</title><main>${body}</main></html>`,
      );
    };
    if (!provider) return html(404, '<h1>Unknown provider</h1>');
    if (method === 'GET' && action === 'sell') {
      const requestId = url.searchParams.get('requestId') ?? '';
      if (!requests.has(requestId)) return html(404, '<h1>Unknown sale</h1>');
      return html(
        200,
        `<h1>${provider.displayName}: verify your identity</h1>
<form method="post" action="complete">
<input type="hidden" name="requestId" value="${requestId}">
<p><label>Full name <input name="fullName" required></label></p>
<p><label>IBAN <input name="iban" required></label></p>
<button type="submit">Confirm sale</button>
</form>`,
      );
    }
    if (method === 'POST' && action === 'complete') {
      const form = Object.fromEntries(new URLSearchParams(raw));
      const requestId = form.requestId ?? '';
      if (!requests.has(requestId) || !form.fullName || !form.iban)
        return html(400, '<h1>Fill in every field</h1>');
      state.completed.set(requestId, form);
      return html(200, `<h1>Sale confirmed</h1><p>Return to your wallet to send the deposit.</p>`);
    }
    return html(404, '<h1>Not found</h1>');
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  state.pageBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/provider`;
  return state;
}

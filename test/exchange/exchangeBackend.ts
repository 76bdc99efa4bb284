/**
 * A product backend in the spec's "exchange create" shape (app.md §7) on 127.0.0.1, with its
 * orders paid on a local chain and payouts on anvil: `POST /exchange/quote` (ours) offers each
 * provider's fixed rate, `POST /exchange/create` answers the spec's `amount`, `amountTo`,
 * `depositAddress`, `memo` (201), and `POST /exchange/status` (ours) watches the order's deposit
 * (a fresh address on litecoind regtest, or one Cosmos account told apart by each order's memo,
 * as exchanges take memo coins) and, once the deposit of at least the amount has a
 * confirmation, pays `amountTo` to the withdrawal address on anvil. Every request is kept, so a
 * test can read the create payload; `lie` merges hostile fields into the next create answers.
 * The app's other backend paths answer empty lists so it starts as usual.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CosmosNode } from '../cosmos/cosmosNode';
import type { Litecoind } from '../utxo/litecoind';
import type { Pay } from './thornodeServer';

/** Where an order is paid, and what has arrived for it (coins, seen at all and confirmed). */
export interface OrderDeposits {
  open(orderId: string): Promise<{ address: string; memo: string | null }>;
  received(order: {
    depositAddress: string;
    memo: string | null;
  }): Promise<{ seen: number; confirmed: number }>;
}

/** A fresh bech32 address of litecoind's wallet `w` per order; no memo. */
export function litecoindDeposits(node: Litecoind): OrderDeposits {
  return {
    open: async () => ({ address: await node.rpc<string>('getnewaddress', ['', 'bech32'], 'w'), memo: null }),
    async received(order) {
      const [seen, confirmed] = await Promise.all(
        [0, 1].map((minconf) =>
          node.rpc<number>('getreceivedbyaddress', [order.depositAddress, minconf], 'w'),
        ),
      );
      return { seen: seen!, confirmed: confirmed! };
    },
  };
}

/**
 * The exchange's one account on the Cosmos fixture node, each order told apart by its memo (a
 * number, as exchanges give): a deposit without the order's memo is not credited to it. The
 * fixture includes a transaction when broadcast, so what is seen is confirmed.
 */
export function cosmosMemoDeposits(hub: CosmosNode, account: string, decimals = 6): OrderDeposits {
  let next = 104_729;
  return {
    open: () => Promise.resolve({ address: account, memo: String(next++) }),
    received(order) {
      const units = hub.ledger.txs
        .filter((t) => t.code === 0 && t.to === order.depositAddress && t.memo === order.memo)
        .reduce((sum, t) => sum + t.amount, 0n);
      const coins = Number(units) / 10 ** decimals;
      return Promise.resolve({ seen: coins, confirmed: coins });
    },
  };
}

/** Orders paid nowhere this test follows: one fixed address (a quote's or a preview's test). */
export function fixedDeposits(address: string): OrderDeposits {
  return {
    open: () => Promise.resolve({ address, memo: null }),
    received: () => Promise.resolve({ seen: 0, confirmed: 0 }),
  };
}

export interface FixtureExchangeProvider {
  providerName: string;
  displayName: string;
  /** to-coins per from-coin */
  rate: number;
  minAmount: string;
}

/** The lower rate first: the wallet, not the backend's order, sorts what the user sees. */
export const EXCHANGE_PROVIDERS: FixtureExchangeProvider[] = [
  { providerName: 'fixedfloat', displayName: 'FixedFloat', rate: 0.049, minAmount: '0.01' },
  { providerName: 'swapzone', displayName: 'SwapZone', rate: 0.0502, minAmount: '0.05' },
];

export interface ExchangeBackend {
  /** the WALLET_BACKEND_URL to give the app */
  base: string;
  asked: { path: string; body: Record<string, unknown> }[];
  /** each order placed, by id */
  orders: Map<string, Order>;
  /** merged over the next create answers (a hostile backend) */
  lie: Record<string, unknown> | null;
  /** a memo every order asks for over the deposits' own (a hostile backend's, on LTC) */
  memo: string | null;
  close(): Promise<void>;
}

interface Order {
  id: string;
  body: Record<string, unknown>;
  depositAddress: string;
  memo: string | null;
  amount: string;
  amountTo: string;
  payoutHash?: string;
}

/** to-amount with 8 decimals at most, as the fixture's rates give */
const times = (amount: string, rate: number) => (Math.floor(Number(amount) * rate * 1e8) / 1e8).toFixed(8);

/** Without `deposits` (a benchmark of quotes) orders cannot be placed: create and status answer 503. */
export async function startExchangeBackend(o: {
  deposits?: OrderDeposits;
  payEth?: Pay;
  /** what `/currencies` (the add-coin search, spec §7 "List currencies") finds; default none */
  currencies?: readonly { chain_name: string; symbol: string; name: string; decimals: number }[];
}): Promise<ExchangeBackend> {
  let nextId = 1;
  const state: ExchangeBackend = {
    base: '',
    asked: [],
    orders: new Map(),
    lie: null,
    memo: null,
    close: () => new Promise((r) => server.close(() => r())),
  };

  async function status(
    deposits: OrderDeposits,
    payEth: Pay,
    order: Order,
  ): Promise<Record<string, unknown>> {
    if (order.payoutHash)
      return { status: 'finished', payoutHash: order.payoutHash, amountTo: order.amountTo };
    const { seen, confirmed } = await deposits.received(order);
    if (confirmed >= Number(order.amount)) {
      // 1e8 units of ETH, scaled to wei by the payer
      const units = BigInt(Math.round(Number(order.amountTo) * 1e8));
      order.payoutHash = await payEth(String(order.body.withdrawalAddress), units);
      return { status: 'finished', payoutHash: order.payoutHash, amountTo: order.amountTo };
    }
    return { status: seen >= Number(order.amount) ? 'confirming' : 'waiting' };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname.replace(/^\/api/, '');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      state.asked.push({ path, body });
      const send = (b: unknown, code = 200) => {
        res.statusCode = code;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(b));
      };
      if (path === '/coins' || path === '/coin-groups') return send({ data: { data: [] } });
      if (path === '/currencies') {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const found = (o.currencies ?? []).filter((c) =>
          `${c.symbol} ${c.name}`.toLowerCase().includes(search),
        );
        return send({ data: { data: found, total: found.length } });
      }
      if (path === '/clients/coins') return send({ data: {} });
      if (path === '/coins/by-chain') return send({ data: { data: [] } });
      if (path === '/exchange/quote')
        return send({
          data: {
            providers: EXCHANGE_PROVIDERS.map((p) => ({
              providerName: p.providerName,
              displayName: p.displayName,
              amountTo: times(String(body.amount), p.rate),
              minAmount: p.minAmount,
              maxAmount: '100',
              fee: '0.0001',
              expiresIn: 600,
              totalSeconds: 600,
            })),
          },
        });
      const { deposits, payEth } = o;
      if ((path === '/exchange/create' || path === '/exchange/status') && (!deposits || !payEth))
        return send({ message: 'this backend places no orders' }, 503);
      if (path === '/exchange/create') {
        const p = EXCHANGE_PROVIDERS.find((x) => x.providerName === body.providerName);
        if (!p || body.rateType !== 'fixed') return send({ message: 'unknown provider or rate type' }, 400);
        const id = `order-${nextId++}`;
        void deposits!.open(id).then(
          ({ address: depositAddress, memo }) => {
            const order: Order = {
              id,
              body,
              depositAddress,
              memo: state.memo ?? memo,
              amount: String(body.amount),
              amountTo: times(String(body.amount), p.rate),
            };
            state.orders.set(order.id, order);
            send(
              {
                id: order.id,
                amount: order.amount,
                amountTo: order.amountTo,
                depositAddress,
                memo: order.memo,
                ...(state.lie ?? {}),
              },
              201,
            );
          },
          (e: Error) => send({ message: e.message }, 500),
        );
        return;
      }
      if (path === '/exchange/status') {
        const order = state.orders.get(String(body.id));
        if (!order) return send({ message: 'unknown order' }, 404);
        void status(deposits!, payEth!, order).then(
          (data) => send({ data }),
          (e: Error) => send({ message: e.message }, 500),
        );
        return;
      }
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return state;
}

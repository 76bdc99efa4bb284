/**
 * A THORNode stand-in on 127.0.0.1 answering `/thorchain/inbound_addresses` and
 * `/thorchain/quote/swap` in THORNode's own wire format (thornode's OpenAPI; the shapes of the
 * quickstart guide's recorded answers, https://dev.thorchain.org/swap-guide/quickstart-guide.html).
 * Quotes come from pool depths with THORChain's slip-based formula, one leg per pool through
 * RUNE (https://dev.thorchain.org/concepts/math.html: out = x·X·Y / (x + X)²), minus the
 * destination chain's outbound fee; the memo's limit is the expected amount less the
 * requested liquidity tolerance. `tamper` lets a test play a hostile or broken provider.
 *
 * `/thorchain/tx/status/{hash}` stands in for THORChain's validators (Bifröst observers and
 * signers): given `observe` per source chain it looks the deposit up on that chain's real node
 * (litecoind regtest), reports it observed once it pays the vault with a swap memo, and once
 * it is confirmed pays the memo's destination on the other chain through `pay` (a funded
 * anvil account sends the ETH) at the amount the quote for that memo expected, reporting the
 * payout's hash as THORNode reports an outbound. Native RUNE has no inbound address: its quote
 * names none (THORNode's answer for a MsgDeposit), and its deposit is seen as a MsgDeposit into
 * THORChain's Asgard module on the Cosmos fixture's THORChain ledger. No real network is
 * involved, and nothing is verified beyond what a test needs: real THORChain validators do far
 * more.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ASGARD } from '../cosmos/midgard';

export interface StandInPool {
  /** THORChain asset id, `LTC.LTC` */
  asset: string;
  /** 1e8 units */
  balanceAsset: bigint;
  balanceRune: bigint;
}

export interface StandInChain {
  chain: string;
  /** the vault deposits go to */
  address: string;
  router?: string;
  halted?: boolean;
  tradingPaused?: boolean;
  /** base units of the chain */
  dustThreshold: bigint;
  /** 1e8 units of the chain's gas asset taken from what a swap pays out on it */
  outboundFee: bigint;
  /** 1e8 units: the least a deposit should be */
  recommendedMinIn: bigint;
  gasRate: bigint;
  gasRateUnits: string;
}

/** A deposit as a source chain's node shows it. */
export interface ObservedDeposit {
  confirmations: number;
  /** the outputs: paid address and 1e8 units, or the OP_RETURN data as text */
  outputs: ({ address: string; amount: bigint } | { memo: string })[];
}

/** Looks a transaction up on a source chain's node; null: the node does not know it. */
export type Observe = (txid: string) => Promise<ObservedDeposit | null>;
/** Pays `amount` (1e8 units of the chain's gas asset) to `to` on a destination chain; returns the hash. */
/**
 * Pays an outbound of `amount` (1e8 units) to `to` and returns its transaction id; a native RUNE
 * outbound has none (THORChain pays it inside its own block) and returns 64 zeros, as THORNode
 * writes it. `swap` is the deposit being paid, for a payer that records the swap (Midgard).
 */
export type Pay = (to: string, amount: bigint, swap?: StandInSwap) => Promise<string>;

export interface ThornodeStandInOptions {
  pools: StandInPool[];
  chains: StandInChain[];
  /** ms since the epoch; the quote's expiry is counted from it */
  now?: () => number;
  quoteTtlSeconds?: number;
  /** rewrites a quote before it is sent (a hostile or broken THORNode) */
  tamper?: (quote: Record<string, unknown>) => unknown;
  /** per THORChain chain (`LTC`): how deposits are seen on it */
  observe?: Record<string, Observe>;
  /** per THORChain chain (`ETH`): how the outbound pays on it */
  pay?: Record<string, Pay>;
  /** native RUNE's quoting terms (recommended minimum, halted); `observe.THOR` sees its MsgDeposits */
  rune?: Partial<StandInChain>;
}

/** What the stand-in's validators did with one deposit. */
export interface StandInSwap {
  inboundId: string;
  memo: string;
  destination: string;
  toAsset: string;
  /** 1e8 units */
  amountOut: bigint;
  /** the deposited asset and amount (1e8 units), as the quote and the vault's output say */
  fromAsset: string;
  amountIn: bigint;
  /** the payout transaction, once sent */
  outHash?: string;
}

export interface ThornodeStandIn {
  url: string;
  /** the query of every quote asked for, in order */
  quotes: URLSearchParams[];
  /** changes a chain's row (halt it, pause trading, rotate its vault) */
  setChain(chain: string, over: Partial<StandInChain>): void;
  setTamper(tamper: ThornodeStandInOptions['tamper']): void;
  /** moves a pool's depths (and so its price) */
  setPool(pool: StandInPool): void;
  /** how long the next quotes hold, in seconds */
  setQuoteTtl(seconds: number): void;
  /** deposits seen and paid, by inbound id (upper-case hex) */
  swaps: Map<string, StandInSwap>;
  close(): Promise<void>;
}

const RUNE = 'THOR.RUNE';
const BPS = 10_000n;
/** RUNE's terms as the stand-in quotes them: no vault (MsgDeposit), at least 1 RUNE */
const RUNE_CHAIN: StandInChain = {
  chain: 'THOR',
  address: '',
  dustThreshold: 0n,
  outboundFee: 2_000_000n,
  recommendedMinIn: 100_000_000n,
  gasRate: 0n,
  gasRateUnits: '',
};

/** One pool leg: what `x` in buys out of a pool of depths X (in) and Y (out), and the slip fee. */
function leg(x: bigint, X: bigint, Y: bigint): { out: bigint; fee: bigint } {
  const d = (x + X) ** 2n;
  return { out: (x * X * Y) / d, fee: (x * x * Y) / d };
}

export async function startThornodeStandIn(o: ThornodeStandInOptions): Promise<ThornodeStandIn> {
  const chains = new Map(o.chains.map((c) => [c.chain, { ...c }]));
  /** THORChain's own row for RUNE deposits: never in the inbound list; `setChain('THOR', …)` halts it */
  let runeChain: StandInChain = { ...RUNE_CHAIN, ...o.rune };
  const pools = new Map(o.pools.map((p) => [p.asset.toUpperCase(), p]));
  const now = o.now ?? Date.now;
  let tamper = o.tamper;
  const quotes: URLSearchParams[] = [];
  let quoteTtl = o.quoteTtlSeconds ?? 900;
  /** expected_amount_out of each quote, by its memo: the outbound pays what was quoted */
  const expectedByMemo = new Map<string, bigint>();
  /** from_asset of each quote, by its memo */
  const fromByMemo = new Map<string, string>();
  const swaps = new Map<string, StandInSwap>();
  const paying = new Map<string, Promise<void>>();

  const inboundAddresses = () =>
    [...chains.values()].map((c) => ({
      chain: c.chain,
      pub_key: 'thorpub1addwnpepqstandin',
      address: c.address,
      ...(c.router ? { router: c.router } : {}),
      halted: c.halted ?? false,
      global_trading_paused: false,
      chain_trading_paused: c.tradingPaused ?? false,
      chain_lp_actions_paused: false,
      gas_rate: c.gasRate.toString(),
      gas_rate_units: c.gasRateUnits,
      outbound_tx_size: '1000',
      outbound_fee: c.outboundFee.toString(),
      dust_threshold: c.dustThreshold.toString(),
    }));

  /** The quote, or THORNode's error sentence. */
  function quote(q: URLSearchParams): { status: number; body: unknown } {
    const fail = (error: string) => ({ status: 400, body: { error } });
    const from = (q.get('from_asset') ?? '').toUpperCase();
    const to = (q.get('to_asset') ?? '').toUpperCase();
    const amountText = q.get('amount') ?? '';
    const destination = q.get('destination') ?? '';
    if (!/^[1-9]\d*$/.test(amountText)) return fail('invalid amount');
    const amount = BigInt(amountText);
    const fromPool = from === RUNE ? null : pools.get(from);
    const toPool = to === RUNE ? null : pools.get(to);
    if (fromPool === undefined) return fail(`failed to simulate swap: pool ${from} doesn't exist`);
    if (toPool === undefined) return fail(`failed to simulate swap: pool ${to} doesn't exist`);
    // native RUNE is deposited into THORChain itself (MsgDeposit): no inbound row, no vault
    const native = from === RUNE;
    const fromChain = native ? runeChain : chains.get(from.slice(0, from.indexOf('.')));
    // a swap to RUNE pays out inside THORChain: RUNE's own row (its native outbound fee)
    const toChain = to === RUNE ? runeChain : chains.get(to.slice(0, to.indexOf('.')));
    if (!fromChain || !toChain) return fail('unsupported chain');
    if (fromChain.halted || toChain.halted) return fail('trading is halted');

    let runeOut = amount;
    let slipRune = 0n;
    if (fromPool) {
      const l = leg(amount, fromPool.balanceAsset, fromPool.balanceRune);
      runeOut = l.out;
      slipRune = l.fee;
    }
    let out = runeOut;
    let liquidity = 0n;
    if (toPool) {
      const l = leg(runeOut, toPool.balanceRune, toPool.balanceAsset);
      out = l.out;
      // the first leg's slip fee, valued in the out asset at the pool's price, plus the second's
      liquidity = (slipRune * toPool.balanceAsset) / toPool.balanceRune + l.fee;
    }
    const outbound = toChain.outboundFee;
    if (out <= outbound) return fail('not enough asset to pay for fees');
    const expected = out - outbound;
    const toleranceText = q.get('liquidity_tolerance_bps') ?? q.get('tolerance_bps');
    const limit = toleranceText ? (expected * (BPS - BigInt(toleranceText))) / BPS : 0n;
    const interval = q.get('streaming_interval');
    const quantity = q.get('streaming_quantity') ?? '0';
    const limitField = interval !== null ? `${limit}/${interval}/${quantity}` : limit > 0n ? `${limit}` : '';
    const memo = `=:${to}:${destination}${limitField ? `:${limitField}` : ''}`;
    const total = liquidity + outbound;
    const gross = expected + total;
    // THORNode's answer for native RUNE names no inbound address, router, gas rate or dust
    // threshold, and its notes say to broadcast a MsgDeposit
    const inbound = native
      ? {}
      : {
          inbound_address: fromChain.address,
          inbound_confirmation_blocks: 1,
          inbound_confirmation_seconds: 150,
        };
    const chainFields = native
      ? {
          notes:
            'Broadcast a MsgDeposit to the THORChain network with the appropriate memo. Do not use multi-in, multi-out transactions.',
        }
      : {
          notes:
            'First output should be to inbound_address, second output should be change back to self, third output should be OP_RETURN, limited to 80 bytes.',
          dust_threshold: fromChain.dustThreshold.toString(),
          recommended_gas_rate: fromChain.gasRate.toString(),
          gas_rate_units: fromChain.gasRateUnits,
        };
    return {
      status: 200,
      body: {
        ...inbound,
        outbound_delay_blocks: 0,
        outbound_delay_seconds: 0,
        fees: {
          asset: to,
          affiliate: '0',
          outbound: outbound.toString(),
          liquidity: liquidity.toString(),
          total: total.toString(),
          slippage_bps: Number((liquidity * BPS) / gross),
          total_bps: Number((total * BPS) / gross),
        },
        ...(fromChain.router ? { router: fromChain.router } : {}),
        expiry: Math.floor(now() / 1000) + quoteTtl,
        warning: 'Do not cache this response. Do not send funds after the expiry.',
        ...chainFields,
        recommended_min_amount_in: fromChain.recommendedMinIn.toString(),
        memo,
        expected_amount_out: expected.toString(),
        max_streaming_quantity: 0,
        streaming_swap_blocks: 0,
        total_swap_seconds: 150,
      },
    };
  }

  const unknownTx = { stages: { inbound_observed: { completed: false } } };

  /** The deposit's swap, once a source chain's node shows it paying that chain's vault with a memo. */
  async function observed(id: string): Promise<{ swap: StandInSwap; confirmations: number } | null> {
    for (const [chain, look] of Object.entries(o.observe ?? {})) {
      const tx = await look(id.toLowerCase());
      if (!tx) continue;
      // a MsgDeposit pays THORChain's Asgard module, not a vault of the inbound list
      const vault = chain === 'THOR' ? ASGARD : chains.get(chain)?.address;
      const paid = tx.outputs.find((x) => 'address' in x && x.address === vault);
      const memoOut = tx.outputs.find((x) => 'memo' in x);
      if (!paid || !memoOut || !('memo' in memoOut)) return null;
      const [action, asset, destination] = memoOut.memo.split(':');
      if (!action || !['=', 's', 'swap'].includes(action.toLowerCase()) || !asset || !destination)
        return null;
      const known = swaps.get(id);
      const swap: StandInSwap = known ?? {
        inboundId: id,
        memo: memoOut.memo,
        destination,
        toAsset: asset.toUpperCase(),
        amountOut: expectedByMemo.get(memoOut.memo) ?? 0n,
        fromAsset: fromByMemo.get(memoOut.memo) ?? (chain === 'THOR' ? RUNE : ''),
        amountIn: 'amount' in paid ? paid.amount : 0n,
      };
      swaps.set(id, swap);
      return { swap, confirmations: tx.confirmations };
    }
    return null;
  }

  /** THORNode's tx status: unknown, observed, then (confirmed and paid out) done with its outbound. */
  async function txStatus(id: string): Promise<unknown> {
    const seen = await observed(id);
    if (!seen) return unknownTx;
    const { swap, confirmations } = seen;
    const toChain = swap.toAsset.slice(0, swap.toAsset.indexOf('.'));
    const payer = o.pay?.[toChain];
    if (confirmations > 0 && payer && swap.amountOut > 0n && !paying.has(id))
      paying.set(
        id,
        payer(swap.destination, swap.amountOut, swap).then((hash) => {
          swap.outHash = hash;
        }),
      );
    await paying.get(id)?.catch(() => undefined);
    const done = swap.outHash !== undefined;
    return {
      tx: { id, memo: swap.memo },
      stages: {
        inbound_observed: { completed: true },
        inbound_confirmation_counted: { completed: confirmations > 0 },
        inbound_finalised: { completed: confirmations > 0 },
        swap_status: { pending: !done },
        swap_finalised: { completed: done },
        outbound_signed: { completed: done },
      },
      ...(done
        ? {
            out_txs: [
              {
                id: swap.outHash!.replace(/^0x/, '').toUpperCase(),
                chain: toChain,
                from_address: toChain === 'THOR' ? ASGARD : (chains.get(toChain)?.address ?? ''),
                to_address: swap.destination,
                coins: [{ asset: swap.toAsset, amount: swap.amountOut.toString() }],
                gas: [],
                memo: `OUT:${id}`,
              },
            ],
          }
        : {}),
    };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return send(405, { error: 'method not allowed' });
    if (url.pathname === '/thorchain/inbound_addresses') return send(200, inboundAddresses());
    if (url.pathname === '/thorchain/quote/swap') {
      quotes.push(url.searchParams);
      const r = quote(url.searchParams);
      if (r.status === 200) {
        const b = r.body as { memo: string; expected_amount_out: string };
        expectedByMemo.set(b.memo, BigInt(b.expected_amount_out));
        fromByMemo.set(b.memo, (url.searchParams.get('from_asset') ?? '').toUpperCase());
      }
      if (r.status !== 200 || !tamper) return send(r.status, r.body);
      return send(200, tamper(r.body as Record<string, unknown>));
    }
    const status = /^\/thorchain\/tx\/status\/([0-9A-Fa-f]{64})$/.exec(url.pathname);
    if (status) {
      txStatus(status[1]!.toUpperCase()).then(
        (body) => send(200, body),
        (e: unknown) => send(500, { code: 2, message: String(e), details: [] }),
      );
      return;
    }
    send(404, { code: 5, message: 'Not Implemented', details: [] });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    quotes,
    setChain(chain, over) {
      if (chain === 'THOR') {
        runeChain = { ...runeChain, ...over };
        return;
      }
      const c = chains.get(chain);
      if (!c) throw new Error(`no chain ${chain}`);
      chains.set(chain, { ...c, ...over });
    },
    swaps,
    setQuoteTtl(seconds) {
      quoteTtl = seconds;
    },
    setTamper(t) {
      tamper = t;
    },
    setPool(pool) {
      pools.set(pool.asset.toUpperCase(), pool);
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

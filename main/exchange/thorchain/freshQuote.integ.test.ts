// Never sign a stale quote: against the THORNode stand-in with a clock the test moves, a quote
// far from its expiry is kept, one near it is asked for again, and a re-quote guaranteeing
// less than the approved one goes back to the user with the difference.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startThornodeStandIn,
  type StandInPool,
  type ThornodeStandIn,
} from '../../../test/exchange/thornodeServer';
import { createHttp } from '../../net/http';
import { freshQuote, QUOTE_SIGN_MARGIN_S } from './freshQuote';
import { quoteSwap, type QuoteSwapParams } from './quoteSwap';
import type { ThorchainCtx } from './types';

const T0 = 1_800_000_000_000;
const TTL = 900;
let clock = T0;
let node: ThornodeStandIn;
let ctx: ThorchainCtx;
const ETH_POOL: StandInPool = {
  asset: 'ETH.ETH',
  balanceAsset: 1_000n * 10n ** 8n,
  balanceRune: 2_000_000n * 10n ** 8n,
};
const params: QuoteSwapParams = {
  fromAsset: 'LTC.LTC',
  toAsset: 'ETH.ETH',
  amount: 100_000_000n,
  destination: '0x86d526d6624AbC0178cF7296cD538Ecc080A95F1',
  toleranceBps: 300,
};

beforeAll(async () => {
  node = await startThornodeStandIn({
    now: () => clock,
    quoteTtlSeconds: TTL,
    pools: [
      { asset: 'LTC.LTC', balanceAsset: 10_000n * 10n ** 8n, balanceRune: 1_000_000n * 10n ** 8n },
      ETH_POOL,
    ],
    chains: [
      {
        chain: 'LTC',
        address: 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3',
        dustThreshold: 10_000n,
        outboundFee: 100_000n,
        recommendedMinIn: 200_000n,
        gasRate: 10n,
        gasRateUnits: 'satsperbyte',
      },
      {
        chain: 'ETH',
        address: '0x4b61c2f47167282be172a653045824e8d96e9b0b',
        dustThreshold: 0n,
        outboundFee: 5_000n,
        recommendedMinIn: 1_000_000n,
        gasRate: 3n,
        gasRateUnits: 'gwei',
      },
    ],
  });
  ctx = { http: createHttp({ retries: 0, backoffMs: 0 }), baseUrl: node.url, now: () => clock };
});
afterAll(() => node?.close());
beforeEach(() => {
  clock = T0;
  node.setPool(ETH_POOL);
});

describe('freshQuote', () => {
  it('keeps a quote that holds past the signing margin, without asking again', async () => {
    const approved = await quoteSwap(ctx, params);
    const asked = node.quotes.length;
    clock = T0 + (TTL - QUOTE_SIGN_MARGIN_S - 1) * 1000;
    expect(await freshQuote(ctx, approved, params)).toEqual({ kind: 'current', quote: approved });
    expect(node.quotes.length).toBe(asked);
  });

  it('asks again near the expiry and signs the new quote when it guarantees as much', async () => {
    const approved = await quoteSwap(ctx, params);
    clock = T0 + (TTL - QUOTE_SIGN_MARGIN_S) * 1000;
    const fresh = await freshQuote(ctx, approved, params);
    expect(fresh.kind).toBe('current');
    expect(fresh.quote.expiry).toBe(clock / 1000 + TTL);
    expect(fresh.quote.minOut).toBe(approved.minOut);
  });

  it('asks again after the expiry too, and takes a better price', async () => {
    const approved = await quoteSwap(ctx, params);
    clock = T0 + TTL * 1000;
    // ETH cheaper in RUNE: more ETH out
    node.setPool({ ...ETH_POOL, balanceAsset: 1_100n * 10n ** 8n });
    const fresh = await freshQuote(ctx, approved, params);
    expect(fresh.kind).toBe('current');
    expect(fresh.quote.minOut).toBeGreaterThan(approved.minOut);
  });

  it('hands a moved price back to the user with the difference', async () => {
    const approved = await quoteSwap(ctx, params);
    clock = T0 + TTL * 1000;
    node.setPool({ ...ETH_POOL, balanceAsset: 900n * 10n ** 8n });
    const fresh = await freshQuote(ctx, approved, params);
    if (fresh.kind !== 'moved') throw new Error('expected a moved price');
    expect(fresh.previous).toBe(approved);
    expect(fresh.minOutChange).toBe(fresh.quote.minOut - approved.minOut);
    expect(fresh.minOutChange).toBeLessThan(0n);
  });
});

// The THORChain client against the THORNode stand-in (test/exchange/thornodeServer.ts) in
// THORNode's wire format: a quote read and checked, and each refusal the issue lists (a
// halted chain, paused trading, an amount under the recommended minimum, an expired quote, a
// provider error or malformed answer) plus a hostile node's quote (another vault, another
// asset or destination, no limit). Nothing is signed in any of them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startThornodeStandIn, type ThornodeStandIn } from '../../../test/exchange/thornodeServer';
import { createHttp } from '../../net/http';
import { getInboundAddresses } from './getInboundAddresses';
import { quoteSwap, type QuoteSwapParams } from './quoteSwap';
import type { ThorchainCtx } from './types';

const LTC_VAULT = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
const ETH_VAULT = '0x4b61c2f47167282be172a653045824e8d96e9b0b';
const ROUTER = '0x3624525075b88B24ecc29CE226b0CEc1fFcB6976';
const DEST = '0x86d526d6624AbC0178cF7296cD538Ecc080A95F1';
const NOW = 1_800_000_000_000;

let node: ThornodeStandIn;
let ctx: ThorchainCtx;
const ltcChain = {
  chain: 'LTC',
  address: LTC_VAULT,
  dustThreshold: 10_000n,
  outboundFee: 100_000n,
  recommendedMinIn: 200_000n,
  gasRate: 10n,
  gasRateUnits: 'satsperbyte',
};
const params = (over: Partial<QuoteSwapParams> = {}): QuoteSwapParams => ({
  fromAsset: 'LTC.LTC',
  toAsset: 'ETH.ETH',
  amount: 100_000_000n,
  destination: DEST,
  toleranceBps: 300,
  ...over,
});
const refusal = (code: string, message: string) => expect.objectContaining({ code, message });

beforeAll(async () => {
  node = await startThornodeStandIn({
    now: () => NOW,
    pools: [
      // 1 LTC ≈ 100 RUNE, 1 ETH ≈ 2 000 RUNE: 1 LTC ≈ 0.05 ETH before slip and fees
      { asset: 'LTC.LTC', balanceAsset: 10_000n * 10n ** 8n, balanceRune: 1_000_000n * 10n ** 8n },
      { asset: 'ETH.ETH', balanceAsset: 1_000n * 10n ** 8n, balanceRune: 2_000_000n * 10n ** 8n },
    ],
    chains: [
      ltcChain,
      {
        chain: 'ETH',
        address: ETH_VAULT,
        router: ROUTER,
        dustThreshold: 0n,
        outboundFee: 5_000n,
        recommendedMinIn: 1_000_000n,
        gasRate: 3n,
        gasRateUnits: 'gwei',
      },
    ],
  });
  ctx = { http: createHttp({ retries: 0, backoffMs: 0 }), baseUrl: node.url, now: () => NOW };
});
afterAll(() => node?.close());
beforeEach(() => {
  node.setChain('LTC', { ...ltcChain, halted: false, tradingPaused: false });
  node.setTamper(undefined);
});

describe('THORChain quote, checked before anything is shown', () => {
  it('reads the inbound addresses in their wire format', async () => {
    const rows = await getInboundAddresses(ctx);
    expect(rows.map((r) => [r.chain, r.address, r.halted])).toEqual([
      ['LTC', LTC_VAULT, false],
      ['ETH', ETH_VAULT, false],
    ]);
    expect(rows[1]?.router).toBe(ROUTER);
  });

  it('quotes LTC → ETH from the pools: the vault, the memo with its limit, the fees and the expiry', async () => {
    const q = await quoteSwap(ctx, params());
    expect(q.depositAddress).toBe(LTC_VAULT);
    // 1 LTC ≈ 0.05 ETH at the pools' prices; a little less after both legs' slip and the outbound fee
    expect(q.expectedOut).toBeGreaterThan(4_900_000n);
    expect(q.expectedOut).toBeLessThan(5_000_000n);
    expect(q.minOut).toBe((q.expectedOut * 9_700n) / 10_000n);
    expect(q.memo).toBe(`=:ETH.ETH:${DEST}:${q.minOut}`);
    expect(q.expiry).toBe(NOW / 1000 + 900);
    expect(q.fees).toMatchObject({ asset: 'ETH.ETH', outbound: 5_000n });
    expect(q.recommendedMinIn).toBe(200_000n);
    expect(q.recommendedGasRate).toBe(10n);
    const asked = node.quotes.at(-1)!;
    expect(Object.fromEntries(asked)).toEqual({
      from_asset: 'LTC.LTC',
      to_asset: 'ETH.ETH',
      amount: '100000000',
      destination: DEST,
      liquidity_tolerance_bps: '300',
    });
  });

  it('asks for a streaming swap and reads its memo', async () => {
    const q = await quoteSwap(ctx, params({ streaming: { interval: 1, quantity: 0 } }));
    expect(q.memo).toBe(`=:ETH.ETH:${DEST}:${q.minOut}/1/0`);
  });

  it('refuses a halted chain in its own words, though the quote was asked beside the inbound addresses', async () => {
    node.setChain('LTC', { halted: true });
    const asked = node.quotes.length;
    await expect(quoteSwap(ctx, params())).rejects.toThrow(
      refusal('RULE', 'THORChain has halted LTC; try again later'),
    );
    // one round trip: the quote went out with the inbound addresses, and its answer is dropped
    expect(node.quotes.length).toBe(asked + 1);
  });

  it('refuses a chain whose trading is paused', async () => {
    node.setChain('LTC', { tradingPaused: true });
    await expect(quoteSwap(ctx, params())).rejects.toThrow(
      refusal('RULE', 'Trading on LTC is paused on THORChain; try again later'),
    );
  });

  it('refuses a chain THORChain does not list', async () => {
    await expect(quoteSwap(ctx, params({ fromAsset: 'DOGE.DOGE' }))).rejects.toThrow(
      refusal('RULE', 'THORChain does not take deposits on DOGE'),
    );
  });

  it('refuses an amount under the recommended minimum', async () => {
    await expect(quoteSwap(ctx, params({ amount: 199_999n }))).rejects.toThrow(
      refusal('RULE', "The amount is below THORChain's recommended minimum of 0.002"),
    );
    await expect(quoteSwap(ctx, params({ amount: 200_000n }))).resolves.toMatchObject({ amountIn: 200_000n });
  });

  it('refuses a quote that has expired', async () => {
    node.setTamper((q) => ({ ...q, expiry: NOW / 1000 }));
    await expect(quoteSwap(ctx, params())).rejects.toThrow(
      refusal('RULE', 'The quote has expired; ask for a new one'),
    );
  });

  it('refuses a quote that holds longer than the signer would sign it (an hour)', async () => {
    node.setTamper((q) => ({ ...q, expiry: NOW / 1000 + 3601 }));
    await expect(quoteSwap(ctx, params())).rejects.toThrow(
      refusal('NETWORK', 'THORChain sent a quote that holds longer than an hour; nothing was sent'),
    );
    node.setTamper((q) => ({ ...q, expiry: NOW / 1000 + 3600 }));
    await expect(quoteSwap(ctx, params())).resolves.toMatchObject({ expiry: NOW / 1000 + 3600 });
  });

  it("passes THORNode's own refusal on as a sentence", async () => {
    await expect(quoteSwap(ctx, params({ toAsset: 'BTC.BTC' }))).rejects.toThrow(
      refusal('RULE', "THORChain refused: failed to simulate swap: pool BTC.BTC doesn't exist"),
    );
  });

  it.each([
    {
      name: 'a malformed answer',
      tamper: (q: Record<string, unknown>) => ({ ...q, expected_amount_out: 4.5 }),
      message: 'THORChain sent an answer the wallet cannot read',
    },
    {
      name: 'a deposit address other than the vault it lists',
      tamper: (q: Record<string, unknown>) => ({ ...q, inbound_address: 'rltc1qmallory' }),
      message: 'THORChain sent a quote that pays another address than its vault; nothing was sent',
    },
    {
      name: 'a memo to another asset',
      tamper: (q: Record<string, unknown>) => ({ ...q, memo: `=:BTC.BTC:${DEST}:1` }),
      message: 'THORChain sent a quote that swaps to another asset; nothing was sent',
    },
    {
      name: 'a memo to another destination',
      tamper: (q: Record<string, unknown>) => ({ ...q, memo: `=:ETH.ETH:${ETH_VAULT}:1` }),
      message: 'THORChain sent a quote that pays out to another address; nothing was sent',
    },
    {
      name: 'a memo without a limit',
      tamper: (q: Record<string, unknown>) => ({ ...q, memo: `=:ETH.ETH:${DEST}` }),
      message: 'THORChain sent a quote that sets no minimum to receive; nothing was sent',
    },
    {
      name: 'a limit above what it expects',
      tamper: (q: Record<string, unknown>) => ({ ...q, memo: `=:ETH.ETH:${DEST}:999999999999` }),
      message: 'THORChain sent a quote that expects less than its own minimum; nothing was sent',
    },
    {
      name: 'a memo that is not a swap',
      tamper: (q: Record<string, unknown>) => ({ ...q, memo: `+:ETH.ETH:${DEST}` }),
      message:
        'THORChain sent a quote that carries a memo the wallet cannot read (The memo is not a swap); nothing was sent',
    },
  ])('refuses $name', async ({ tamper, message }) => {
    node.setTamper(tamper);
    await expect(quoteSwap(ctx, params())).rejects.toThrow(refusal('NETWORK', message));
  });
});

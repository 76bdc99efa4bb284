// Fees info (spec app.md §7, §9) from a product-backend stand-in, used by the EVM family's
// quotes against anvil: the backend's multiplier and priority fee replace the chain's, asked
// at most once per 8 hours per chain; without a backend the chain's defaults stay.
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_KEYS, startAnvil, type Anvil } from '../../../test/evm/anvil';
import { startFixtureServer } from '../../../test/evm/explorerServer';
import { createHttp } from '../../net/http';
import type { CoinRef, QuoteParams } from '../family';
import { FEES_INFO_TTL_MS } from './constants';
import { createEvmWalletFamily } from './walletFamily';

let anvil: Anvil;
let backend: Awaited<ReturnType<typeof startFixtureServer>>;
const clock = { now: 1_000_000 };
const me = new Wallet(ANVIL_KEYS[0]).address;
const coin: CoinRef = {
  walletId: 'w',
  chainName: 'ethereum',
  symbol: 'ETH',
  decimals: 18,
  address: me,
  path: "m/44'/60'/0'/0/0",
};
const params: QuoteParams = {
  to: '0x000000000000000000000000000000000000dEaD',
  amount: 10n ** 15n,
  sendAll: false,
  feeOption: 'Recommended',
};
const family = (backendUrl?: string) =>
  createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: anvil.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    now: () => clock.now,
    ...(backendUrl ? { backendUrl } : {}),
  });
const prices = async (f: ReturnType<typeof family>) => {
  const q = await f.quote(coin, params);
  const get = (t: string) => q.feeOptions.find((o) => o.title === t)!.price;
  return { recommended: get('Recommended'), normal: get('Normal') };
};
const feeAsks = () => backend.seen.filter((u) => u.pathname === '/fees-info');

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  backend = await startFixtureServer({ '/fees-info': { data: { maxPriorityFee: '2', multiplier: '2.5' } } });
});
afterAll(async () => {
  await backend?.close();
  await anvil?.stop();
});

describe('fees info in EVM quotes', () => {
  it("without a backend: ethereum's own 1.3 multiplier, nothing asked", async () => {
    const { recommended, normal } = await prices(family());
    // Recommended = Normal × 1.3, rounded up
    expect(recommended).toBe((normal * 13n + 9n) / 10n);
    expect(feeAsks()).toHaveLength(0);
  });

  it('with a backend: its multiplier and tip apply, asked once per 8 hours per chain', async () => {
    const f = family(`${backend.url}/`);
    const first = await prices(f);
    expect(first.recommended).toBe((first.normal * 25n + 9n) / 10n);
    expect(feeAsks().map((u) => u.searchParams.get('chain'))).toEqual(['ethereum']);

    // the backend changes its mind; within 8 hours the cached answer stands and nothing is asked
    backend.seen.length = 0;
    clock.now += FEES_INFO_TTL_MS - 1;
    const again = await prices(f);
    expect(again.recommended).toBe((again.normal * 25n + 9n) / 10n);
    expect(feeAsks()).toHaveLength(0);

    clock.now += 1;
    await prices(f);
    expect(feeAsks()).toHaveLength(1);
  });

  it('a backend that fails leaves the chain defaults, and is not asked again at once', async () => {
    const f = family(`${backend.url}/nowhere`);
    const { recommended, normal } = await prices(f);
    expect(recommended).toBe((normal * 13n + 9n) / 10n);
    const asked = backend.seen.length;
    await prices(f);
    expect(backend.seen.length).toBe(asked);
  });
});

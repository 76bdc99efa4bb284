import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput } from '../../shared/contract';
import type { CoinEntry } from '../../shared/wallets';
import { startSellBackend, type SellBackend } from '../../test/product/sellBackend';
import { createHttp } from '../net/http';
import { BackendSellProvider } from './backendSellProvider';
import { SellService, type SellDeps } from './sellService';
import type { SaleLabel } from './saleDeposit';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';
import { readSales, withSaleNotes } from '../services/transfers/saleNotes';

/**
 * The sell service against the fixture backend over HTTP: quotes sorted by payout, a newer
 * quote superseding an older one, payment details checked, the deposit sent through `submit`
 * with exactly the checked details, a hostile answer refused with nothing submitted.
 */
const DEPOSIT = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const LTC = {
  id: 'litecoin:native',
  chainName: 'litecoin',
  symbol: 'LTC',
  decimals: 8,
  type: 'coin',
} as unknown as CoinEntry;

let backend: SellBackend;
let submitted: CallInput<'send.submit'>[];
let sales: SaleLabel[];
let opened: string[];
let walletId: string;
let sell: SellService;
let cache: TempCache;

beforeAll(async () => {
  backend = await startSellBackend();
  backend.depositAddress = DEPOSIT;
});
afterAll(() => backend.close());
afterEach(() => cache.cleanup());
beforeEach(() => {
  cache = openTempCache();
  submitted = [];
  sales = [];
  opened = [];
  walletId = 'w1';
  backend.lie = null;
  backend.waitCalls = 0;
  backend.pageUrl = null;
  backend.saleStatus = 'waiting_deposit';
  sell = new SellService(deps());
});

const deps = (): SellDeps => ({
  provider: new BackendSellProvider(createHttp(), backend.base),
  coinOf: () => ({ wallet: { id: 'w1' }, coin: LTC }),
  currentWalletId: () => walletId,
  submit: async (form, sale) => {
    submitted.push(form);
    sales.push(sale);
    return { hash: 'ab'.repeat(32) };
  },
  network: 'regtest',
  sales: () => cache.cache.appState,
  currency: () => 'EUR',
  openPage: async (url) => {
    opened.push(url);
  },
});

const picked = async (amount = '0.5', providerName = 'rampout') => {
  const q = await sell.quote({ coinId: LTC.id, amount });
  return { requestId: q.requestId, providerName };
};

describe('sell quote', () => {
  it('lists the providers best payout first, out-of-limit ones last', async () => {
    const q = await sell.quote({ coinId: LTC.id, amount: '0.15' });
    expect(q.cryptoProviders.map((p) => [p.name, p.fiatAmount, p.withinLimits])).toEqual([
      ['moonsell', '9.50', true],
      ['rampout', '8.30', true],
      ['transakt', '10.85', false],
    ]);
    expect(q.cryptoProviders[0]).toMatchObject({ fiatCurrency: 'EUR', host: 'sell.moon.example' });
    expect(backend.asked.at(-1)!.body).toEqual({
      chain_name: 'litecoin',
      symbol: 'LTC',
      amount: '0.15',
      currency: 'EUR',
    });
  });

  it('a newer quote supersedes one still waiting', async () => {
    const older = sell.quote({ coinId: LTC.id, amount: '0.3' });
    const newer = sell.quote({ coinId: LTC.id, amount: '0.4' });
    await expect(older).rejects.toThrow('A newer quote replaced this one');
    expect((await newer).cryptoProviders).toHaveLength(3);
  });
});

describe('payment details and deposit', () => {
  it('pays exactly the checked deposit through the send path', async () => {
    const ref = await picked();
    const d = await sell.paymentDetails(ref);
    if (!d.ready) throw new Error('not ready');
    expect(d.transferDetails).toEqual({ depositAddress: DEPOSIT, depositAmount: '0.5' });
    expect(d.requestDetails).toEqual({
      ...ref,
      providerDisplayName: 'Ramp Out',
      selectedFromAsset: LTC.id,
      selectedFromWallet: 'w1',
    });
    await sell.deposit({
      ...ref,
      transferDetails: d.transferDetails,
      feeOption: 'Recommended',
      approvedFee: '0.0001',
    });
    expect(submitted).toEqual([
      {
        coinId: LTC.id,
        to: DEPOSIT,
        amount: '0.5',
        sendAll: false,
        feeOption: 'Recommended',
        approvedFee: '0.0001',
      },
    ]);
    // labelled with the provider picked: the signer holds a sale deposit to a deposit's rules
    expect(sales).toEqual([{ providerName: 'rampout', providerDisplayName: 'Ramp Out' }]);
    // paid once: the same details are not paid again
    await expect(
      sell.deposit({
        ...ref,
        transferDetails: d.transferDetails,
        feeOption: 'Recommended',
        approvedFee: '0.0001',
      }),
    ).rejects.toThrow('payment details first');
    expect(submitted).toHaveLength(1);
  });

  it('says not ready until the provider has a deposit', async () => {
    backend.waitCalls = 1;
    const ref = await picked();
    expect(await sell.paymentDetails(ref)).toEqual({ ready: false });
    expect((await sell.paymentDetails(ref)).ready).toBe(true);
  });

  const hostile: [string, Record<string, unknown>, RegExp][] = [
    [
      'an amount above the quote',
      { amount: '0.6' },
      /Ramp Out asked for a deposit of 0\.6 LTC, more than the quoted amount/,
    ],
    ['another asset', { symbol: 'BTC', chain_name: 'bitcoin' }, /asked for BTC on bitcoin/],
    [
      'an address for another network',
      { depositAddress: 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh' },
      /not a valid Litecoin address/,
    ],
    ['a memo Litecoin cannot carry', { memo: '42' }, /Litecoin transfers carry none/],
    ['an answer not in the shape', { amount: { v: 1 } }, /Unexpected payment details answer/],
  ];
  for (const [name, lie, sentence] of hostile)
    it(`refuses ${name} and sends nothing`, async () => {
      backend.lie = lie;
      const ref = await picked();
      await expect(sell.paymentDetails(ref)).rejects.toThrow(sentence);
      await expect(
        sell.deposit({
          ...ref,
          transferDetails: { depositAddress: DEPOSIT, depositAmount: '0.6' },
          feeOption: 'Recommended',
          approvedFee: '0.0001',
        }),
      ).rejects.toThrow('payment details first');
      expect(submitted).toEqual([]);
    });

  it('refuses a deposit whose details differ from the reviewed ones', async () => {
    const ref = await picked();
    const d = await sell.paymentDetails(ref);
    if (!d.ready) throw new Error('not ready');
    await expect(
      sell.deposit({
        ...ref,
        transferDetails: { ...d.transferDetails, depositAmount: '0.51' },
        feeOption: 'Recommended',
        approvedFee: '0.0001',
      }),
    ).rejects.toThrow('changed since your review');
    walletId = 'w2';
    await expect(
      sell.deposit({
        ...ref,
        transferDetails: d.transferDetails,
        feeOption: 'Recommended',
        approvedFee: '0.0001',
      }),
    ).rejects.toThrow('another wallet');
    expect(submitted).toEqual([]);
  });

  it('refuses a provider outside its limits, naming them', async () => {
    const ref = await picked('3', 'transakt');
    await expect(sell.paymentDetails(ref)).rejects.toThrow('Transakt takes between 0.2 and 2 LTC.');
  });
});

describe('the sale status', () => {
  it("follows the provider's words: waiting, received, paid out", async () => {
    const ref = await picked();
    expect(await sell.status(ref)).toEqual({ status: 'waiting' });
    backend.saleStatus = 'deposit_received';
    expect(await sell.status(ref)).toEqual({ status: 'received' });
    backend.saleStatus = 'paid_out';
    expect(await sell.status(ref)).toEqual({ status: 'paidOut' });
  });
  it('refuses a status word it does not know, and a sale not of this session', async () => {
    const ref = await picked();
    backend.saleStatus = 'done' as 'paid_out';
    await expect(sell.status(ref)).rejects.toThrow(/Unexpected sale status answer/);
    await expect(sell.status({ requestId: 'req-999', providerName: 'rampout' })).rejects.toThrow(
      'not one of this wallet',
    );
  });

  it("labels the deposit in history as the sale, following the provider's status, after a restart too", async () => {
    const ref = await picked();
    const d = await sell.paymentDetails(ref);
    if (!d.ready) throw new Error('not ready');
    await sell.deposit({
      ...ref,
      transferDetails: d.transferDetails,
      feeOption: 'Recommended',
      approvedFee: '0.0001',
    });
    const state = cache.cache.appState;
    const deposit: { hash: string; amount: string; description?: string } = {
      hash: 'AB'.repeat(32),
      amount: '-0.5',
    };
    const other = { hash: 'cd'.repeat(32), amount: '1' };
    // the chain spells the hash in another case than the broadcast did: still the sale
    expect(withSaleNotes(state, LTC.chainName, [deposit, other])).toEqual([
      { ...deposit, description: 'Sale via Ramp Out · deposit sent' },
      other,
    ]);
    // another chain's transaction of the same id is not it
    expect(withSaleNotes(state, 'bitcoin', [deposit])).toEqual([deposit]);
    backend.saleStatus = 'paid_out';
    // a new session (no quote in memory) may still ask about a sale it paid
    const later = new SellService({ ...deps(), sales: () => state });
    expect(await later.status(ref)).toEqual({ status: 'paidOut' });
    expect(withSaleNotes(state, LTC.chainName, [deposit])[0]?.description).toBe(
      'Sale via Ramp Out · paid out',
    );
    expect(readSales(state)).toHaveLength(1);
  });
});

describe('the provider page', () => {
  it('opens an https page on the quoted host', async () => {
    const ref = await picked();
    expect(await sell.openProvider(ref)).toEqual({
      url: `https://ramp.example/sell?requestId=${ref.requestId}`,
      opened: true,
    });
    expect(opened).toHaveLength(1);
  });
  it('refuses a page on another host or over http, opening nothing', async () => {
    for (const url of ['https://evil.example/sell', 'http://ramp.example/sell']) {
      backend.pageUrl = () => url;
      const ref = await picked();
      await expect(sell.openProvider(ref)).rejects.toThrow(
        /Ramp Out's page is not an https page on ramp\.example/,
      );
    }
    expect(opened).toEqual([]);
  });
});

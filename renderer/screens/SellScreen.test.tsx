import '../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '../../shared/contract';
import { FakeEvent } from '../testing/fakeDom';
import {
  mountScreen,
  newQueryClient,
  Refusal,
  settle,
  stubMain,
  type Mounted,
} from '../testing/screenHarness';
import { SellScreen } from './SellScreen';

const LTC = 'litecoin:native';
const provider = (name: string, displayName: string, fiatAmount: string, withinLimits = true) => ({
  name,
  displayName,
  fiatAmount,
  fiatCurrency: 'EUR',
  fees: '2.50',
  payoutMethods: ['SEPA'],
  limits: { min: '0.01', max: '5' },
  withinLimits,
  host: `${name}.example`,
});
const QUOTE: CallOutput<'sell.quote'> = {
  requestId: 'req-1',
  cryptoProviders: [provider('moonsell', 'Moon Sell', '41.50'), provider('rampout', 'Ramp Out', '39.00')],
};
const HOSTILE = 'Moon Sell asked for a deposit of 0.6 LTC, more than the quoted amount; nothing was sent.';

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
  main.answers = {
    'wallets.list': () => ({
      wallets: [
        {
          id: 'w1',
          index: 0,
          name: 'Main Wallet',
          kind: 'phrase',
          isBackedup: true,
          privacyMode: false,
          isCurrent: true,
        },
      ],
      currentWalletIndex: 0,
      maxWallets: 10,
    }),
    'coins.list': () => ({
      walletId: 'w1',
      walletName: 'Main Wallet',
      coins: [
        {
          id: LTC,
          chainName: 'litecoin',
          chainDisplayName: 'Litecoin',
          symbol: 'LTC',
          name: 'Litecoin',
          type: 'coin',
          decimals: 8,
          address: 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg',
          selected: true,
        },
      ],
    }),
    'settings.get': () => ({ localCurrency: 'EUR' }),
    'prices.get': () => ({ currency: 'EUR', prices: [{ symbol: 'LTC', price: '80' }] }),
    'sell.available': () => ({ available: true }),
    'sell.quote': () => QUOTE,
  };
});
afterEach(async () => {
  vi.useRealTimers();
  await screen.unmount();
  client.clear();
});

const quoteCalls = () => main.calls.filter((c) => c.name === 'sell.quote').map((c) => c.input);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = async (text: string) => {
  const el = screen.container
    .descendants()
    .find((e) => e.localName === 'button' && e.textContent.trim() === text);
  if (!el) throw new Error(`no button "${text}" in: ${screen.text()}`);
  await act(async () => {
    el.dispatchEvent(new FakeEvent('click'));
  });
  await settle();
};

describe('Sell screen quotes', () => {
  it('asks for a quote once typing has stopped for 800 ms, never per keystroke', async () => {
    screen = await mountScreen('/sell', <SellScreen />, client);
    vi.useFakeTimers();
    for (const typed of ['0', '0.', '0.5']) {
      await screen.type('Amount', typed);
      await advance(300);
    }
    await advance(499);
    expect(quoteCalls()).toEqual([]);
    await advance(1);
    expect(quoteCalls()).toEqual([{ coinId: LTC, amount: '0.5' }]);
    await advance(10);
    const offers = screen.container
      .descendants()
      .filter((e) => e.getAttribute('data-testid') === 'sell-provider');
    expect(offers.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Moon Sell'),
      expect.stringContaining('Ramp Out'),
    ]);
    expect(screen.text()).toContain('Best offer');
  });

  it('asks in the coin for a sum typed in the local currency', async () => {
    screen = await mountScreen('/sell', <SellScreen />, client);
    const unit = screen.container.descendants().find((e) => e.getAttribute('aria-label') === 'Amount in')!;
    await act(async () => {
      unit.value = 'fiat';
      unit.dispatchEvent(new FakeEvent('change'));
    });
    vi.useFakeTimers();
    await screen.type('Amount', '40');
    await advance(800);
    expect(quoteCalls()).toEqual([{ coinId: LTC, amount: '0.5' }]);
  });

  it('drops an older quote still waiting when a newer amount is asked', async () => {
    let release: (v: CallOutput<'sell.quote'>) => void = () => undefined;
    main.answers['sell.quote'] = (input) =>
      input.amount === '0.5'
        ? new Promise((r) => (release = r))
        : { requestId: 'req-2', cryptoProviders: [provider('rampout', 'Ramp Out', '48.00')] };
    screen = await mountScreen('/sell', <SellScreen />, client);
    vi.useFakeTimers();
    await screen.type('Amount', '0.5');
    await advance(800);
    await screen.type('Amount', '0.6');
    await advance(800);
    release(QUOTE);
    await advance(10);
    expect(quoteCalls()).toHaveLength(2);
    expect(screen.text()).toContain('Ramp Out');
    expect(screen.text()).not.toContain('Moon Sell');
  });
});

describe('Sell screen assets', () => {
  it('offers every coin of the wallet that signs, the one open on Home by default, and quotes the one picked', async () => {
    const BTC = 'bitcoin:native';
    const coin = (id: string, chainName: string, chainDisplayName: string, symbol: string) => ({
      id,
      chainName,
      chainDisplayName,
      symbol,
      name: chainDisplayName,
      type: 'coin' as const,
      decimals: 8,
      address: `${chainName}-address`,
      selected: false,
    });
    main.answers['coins.list'] = () => ({
      walletId: 'w1',
      walletName: 'Main Wallet',
      coins: [
        coin(BTC, 'bitcoin', 'Bitcoin', 'BTC'),
        { ...coin(LTC, 'litecoin', 'Litecoin', 'LTC'), selected: true },
        { ...coin('dogecoin:native', 'dogecoin', 'Dogecoin', 'DOGE'), receiveOnly: true as const },
      ],
    });
    screen = await mountScreen('/sell', <SellScreen />, client);
    const asset = screen.container
      .descendants()
      .find((e) => e.localName === 'select' && e.descendants().some((o) => o.getAttribute('value') === LTC))!;
    const options = asset.descendants().filter((e) => e.localName === 'option');
    expect(options.map((o) => o.textContent)).toEqual(['BTC · Bitcoin', 'LTC · Litecoin']);
    vi.useFakeTimers();
    await screen.type('Amount', '0.5');
    await advance(800);
    await act(async () => {
      asset.value = BTC;
      asset.dispatchEvent(new FakeEvent('change'));
    });
    await advance(800);
    expect(quoteCalls()).toEqual([
      { coinId: LTC, amount: '0.5' },
      { coinId: BTC, amount: '0.5' },
    ]);
  });
});

describe('Sell screen without a backend', () => {
  it('says selling is not set up and asks nothing', async () => {
    main.answers['sell.available'] = () => ({ available: false });
    screen = await mountScreen('/sell', <SellScreen />, client);
    expect(screen.text()).toContain('Selling is not set up in this build');
    expect(main.calls.map((c) => c.name)).not.toContain('sell.quote');
  });
});

describe('Sell screen payment details', () => {
  it('shows a refused provider answer in its sentence and deposits nothing', async () => {
    main.answers['sell.paymentDetails'] = () => {
      throw new Refusal('RULE', HOSTILE);
    };
    screen = await mountScreen('/sell', <SellScreen />, client);
    vi.useFakeTimers();
    await screen.type('Amount', '0.5');
    await advance(810);
    await advance(10);
    vi.useRealTimers();
    await settle();
    await click('Sell with Moon Sell');
    expect(screen.text()).toContain(HOSTILE);
    expect(main.calls.map((c) => c.name)).not.toContain('sell.deposit');
  });
});

import '../../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoinView } from '../../../shared/contract/wallets';
import { FakeEvent } from '../../testing/fakeDom';
import { mountScreen, newQueryClient, stubMain, type Mounted } from '../../testing/screenHarness';
import { CoinList } from './CoinList';

const coin = (
  chainName: string,
  symbol: string,
  display: string,
  extra: Partial<CoinView> = {},
): CoinView => ({
  id: `${chainName}:native`,
  chainName,
  chainDisplayName: display,
  symbol,
  name: display,
  type: 'coin',
  decimals: 8,
  address: `${symbol.toLowerCase()}-address-0123456789`,
  selected: false,
  ...extra,
});
const BTC = coin('bitcoin', 'BTC', 'Bitcoin');
const ETH = coin('ethereum', 'ETH', 'Ethereum');
const HBAR = coin('hedera', 'HBAR', 'Hedera', { receiveOnly: true });

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
});
afterEach(async () => {
  await screen.unmount();
  client.clear();
});

const mount = (props: Partial<Parameters<typeof CoinList>[0]>) =>
  mountScreen(
    '/home',
    <CoinList coins={[HBAR, BTC, ETH]} searchable={false} privacy={false} balances={undefined} {...props} />,
    client,
  );
const byClass = (c: string) =>
  screen.container.descendants().filter((e) => (e.getAttribute('class') ?? '').split(' ').includes(c));

describe('CoinList', () => {
  it('draws skeletons, not a dash, while balances load', async () => {
    screen = await mount({ balances: undefined });
    expect(byClass('skeleton-balance')).toHaveLength(3);
    expect(screen.text()).not.toContain('—');
  });

  it('says which chain failed, and the receive-only coin says it cannot send instead', async () => {
    screen = await mount({ balances: new Map([['bitcoin:native', '0.5']]) });
    expect(screen.text()).toContain('Could not reach Ethereum');
    expect(screen.text()).toContain('Receive only: sending is not supported yet');
    expect(screen.text()).not.toContain('Could not reach Hedera');
    expect(screen.text()).toContain('0.5 BTC');
  });

  it("shows each coin's 24 h change with its sign and arrow, not colour alone", async () => {
    screen = await mount({
      balances: new Map([
        ['bitcoin:native', '0.5'],
        ['ethereum:native', '2'],
      ]),
      fiats: new Map([
        ['bitcoin:native', '30000.00'],
        ['ethereum:native', '6000.00'],
      ]),
      currency: 'USD',
      changes: new Map([
        ['bitcoin:native', '+1.23'],
        ['ethereum:native', '-0.50'],
      ]),
    });
    const [up, down] = byClass('coin-change');
    expect(up?.textContent).toBe('▲ +1.23 %');
    expect(up?.getAttribute('class')).toContain('up');
    expect(down?.textContent).toBe('▼ −0.50 %');
    expect(down?.getAttribute('class')).toContain('down');
    // the row's one sentence for a screen reader carries the change too
    expect(screen.text()).toContain('Open ETH on Ethereum, 2 ETH, $6,000.00, −0.50 % in 24 hours');
  });

  it("shows the chain's own address (Hedera's account id) in place of the derived key, or that none exists yet", async () => {
    screen = await mount({
      balances: new Map([['hedera:native', '0']]),
      displayAddresses: new Map([['hedera:native', '']]),
    });
    expect(screen.text()).toContain('HBAR · No account yet');
    expect(screen.text()).not.toContain('hbar-a');
    await screen.unmount();
    screen = await mount({
      balances: new Map([['hedera:native', '5']]),
      displayAddresses: new Map([['hedera:native', '0.0.4821']]),
    });
    expect(screen.text()).toContain('0.0.4821');
    expect(screen.text()).not.toContain('No account yet');
  });

  it('shows why all balances failed, with a way to ask again', async () => {
    let retried = 0;
    screen = await mount({
      balances: new Map(),
      balancesError: { message: 'signer offline', retry: () => retried++ },
    });
    expect(screen.text()).toContain('Balances could not be read: signer offline');
    const again = screen.container.descendants().find((e) => e.textContent.trim() === 'Try again')!;
    await act(async () => void again.dispatchEvent(new FakeEvent('click')));
    expect(retried).toBe(1);
  });

  it('points a new, empty wallet to Receive on a coin that can receive and send', async () => {
    const zero = new Map([HBAR, BTC, ETH].map((c) => [c.id, '0']));
    screen = await mount({ balances: zero });
    expect(screen.text()).toContain('Your wallet is ready');
    const receive = screen.container
      .descendants()
      .find((e) => e.localName === 'a' && e.textContent === 'Receive BTC');
    expect(receive?.getAttribute('href')).toBe(`/home/coin/${encodeURIComponent('bitcoin:native')}`);
  });

  it('has no empty state once a coin holds something', async () => {
    screen = await mount({ balances: new Map([HBAR, BTC, ETH].map((c) => [c.id, c === ETH ? '1' : '0'])) });
    expect(screen.text()).not.toContain('Your wallet is ready');
  });

  it('keeps the row actions in a menu; the first and last rows cannot move past the ends', async () => {
    screen = await mount({ balances: new Map(), initialSort: 'wallet' });
    expect(screen.container.descendants().filter((e) => e.getAttribute('role') === 'menuitem')).toHaveLength(
      0,
    );
    const button = screen.container
      .descendants()
      .find((e) => e.getAttribute('aria-label') === 'Actions for HBAR on Hedera')!;
    await act(async () => void button.dispatchEvent(new FakeEvent('click')));
    const items = screen.container.descendants().filter((e) => e.getAttribute('role') === 'menuitem');
    expect(items.map((e) => e.textContent)).toEqual([
      'Send',
      'Receive',
      'Copy address',
      'Addresses',
      'Move up',
      'Move down',
      'Hide',
    ]);
    const disabled = items.filter((e) => e.getAttribute('disabled') !== null).map((e) => e.textContent);
    // a receive-only coin cannot send; the top row cannot move up
    expect(disabled).toEqual(['Send', 'Move up']);
  });

  const valued = {
    balances: new Map([
      ['hedera:native', '0'],
      ['bitcoin:native', '0.5'],
      ['ethereum:native', '10000'],
    ]),
    fiats: new Map([
      ['hedera:native', '0.00'],
      ['bitcoin:native', '30000.00'],
      ['ethereum:native', '20000000.00'],
    ]),
    prices: new Map([
      ['hedera:native', '0.05'],
      ['bitcoin:native', '60000'],
      ['ethereum:native', '2000'],
    ]),
    currency: 'USD',
  };
  const rowIds = () =>
    screen.container
      .descendants()
      .filter((e) => e.localName === 'li' && e.getAttribute('data-coin-id'))
      .map((e) => e.getAttribute('data-coin-id'));

  it('sorts by value, with shares that add up to 100 %, grouped amounts and no reordering', async () => {
    screen = await mount(valued);
    expect(rowIds()).toEqual(['ethereum:native', 'bitcoin:native', 'hedera:native']);
    const shares = byClass('share-text').map((e) => Number(e.getAttribute('data-share')));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(byClass('share-text').map((e) => e.textContent)).toEqual(['99.9 %', '0.1 %', '0.0 %']);
    expect(screen.text()).toContain('10,000 ETH');
    expect(screen.text()).toContain('$20,000,000.00');
    expect(screen.text()).toContain('$60,000.00');
    expect(byClass('drag-handle')).toHaveLength(0);
  });

  it('hides small balances on request and says how many', async () => {
    screen = await mount(valued);
    const toggle = screen.container
      .descendants()
      .find((e) => e.localName === 'input' && e.getAttribute('role') === 'switch')!;
    await act(async () => {
      toggle.setAttribute('checked', '');
      (toggle as unknown as { checked: boolean }).checked = true;
      toggle.dispatchEvent(new FakeEvent('click'));
    });
    expect(rowIds()).toEqual(['ethereum:native', 'bitcoin:native']);
    expect(screen.text()).toContain('1 small balance hidden');
  });

  it('hides every amount in privacy mode but keeps the market figures', async () => {
    screen = await mount({ ...valued, privacy: true });
    const text = screen.text();
    expect(text).not.toContain('10,000');
    expect(text).not.toContain('$20,000,000.00');
    expect(text).not.toContain('99.9 %');
    expect(text).toContain('••• ETH');
    expect(text).toContain('$2,000.00');
  });
});

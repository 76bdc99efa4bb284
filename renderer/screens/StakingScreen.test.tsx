import '../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../shared/contract';
import { takeTxToast } from '../components/coin/txToasts';
import type { FakeElement } from '../testing/fakeDom';
import { FakeEvent } from '../testing/fakeDom';
import {
  mountScreen,
  newQueryClient,
  Refusal,
  settle,
  stubMain,
  type Mounted,
} from '../testing/screenHarness';
import { StakingScreen } from './StakingScreen';

const COIN = 'solana:native';
const ROUTE = '/home/coin/:coinId/staking';
const PATH = `/home/coin/${encodeURIComponent(COIN)}/staking`;
const ALPHA = 'Vote111111111111111111111111111111111111111';
const BETA = 'Vote222222222222222222222222222222222222222';
const STAKE_1 = 'Stake11111111111111111111111111111111111111';
const STAKE_2 = 'Stake22222222222222222222222222222222222222';

const OVERVIEW: CallOutput<'staking.overview'> = {
  coinId: COIN,
  chainName: 'solana',
  symbol: 'SOL',
  liquid: '10',
  staked: '3.5',
  activating: '1.5',
  fiatStaked: '$525.00',
  positions: [
    {
      kind: 'stake',
      id: STAKE_1,
      validator: ALPHA,
      validatorName: 'Alpha',
      amount: '2',
      status: 'active',
      actions: ['unstake'],
    },
    {
      kind: 'stake',
      id: STAKE_2,
      validator: BETA,
      amount: '1.5',
      status: 'activating',
      actions: ['unstake'],
    },
  ],
  actions: ['stake', 'unstake', 'withdraw'],
};

const main = stubMain();
let client: QueryClient;
let screen: Mounted;

beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
  main.answers = {
    'staking.overview': () => OVERVIEW,
    'staking.validators': () => ({
      validators: [
        { address: ALPHA, name: 'Alpha', commission: 5, apy: 7.123 },
        { address: BETA, name: 'Beta', commission: 10, apy: 6.5 },
      ],
    }),
    'staking.quote': ({ op }) => {
      const o = op as { action: 'stake' | 'unstake'; amount?: string; validator?: string; position?: string };
      return {
        action: o.action,
        amount: o.amount ?? '2',
        symbol: 'SOL',
        target: o.validator ?? o.position ?? '',
        fee: '0.000005',
        feeSymbol: 'SOL',
        fiatFee: '$0.00',
        costs: [],
      };
    },
    'staking.submit': () => ({ hash: 'sig-1' }),
  };
});
afterEach(async () => {
  await screen?.unmount();
  client.clear();
});

const all = () => screen.container.descendants();
const byName = (name: string): FakeElement => {
  const found = all().find(
    (e) =>
      (e.localName === 'button' || e.localName === 'a') &&
      (e.getAttribute('aria-label') === name ||
        (!e.hasAttribute('aria-label') && e.textContent.trim() === name)),
  );
  if (!found) throw new Error(`no button "${name}" in: ${screen.text()}`);
  return found;
};
async function click(name: string) {
  const el = byName(name);
  await act(async () => {
    el.dispatchEvent(new FakeEvent('click'));
  });
  await settle();
}
const lastCall = (name: string) => [...main.calls].reverse().find((c) => c.name === name)?.input;

describe('StakingScreen', () => {
  it('shows liquid and staked balances, activating as pending, and every position with its state', async () => {
    screen = await mountScreen(PATH, <StakingScreen />, client, ROUTE);
    const text = screen.text();
    expect(text).toContain('Available10 SOL');
    expect(text).toContain('Staked3.5 SOL ≈ $525.00');
    expect(text).toContain('Activating1.5 SOL Pending');
    const rows = all().filter((e) => e.localName === 'li');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Stake with Alpha',
      'Stake with Vote22…2222',
    ]);
    expect(rows[0]!.textContent).toContain('2 SOL');
    expect(rows[0]!.textContent).toContain('Active');
    expect(rows[1]!.textContent).toContain('Activating');
    // validators in the order given, with commission and APY
    const radios = all().filter((e) => e.getAttribute('role') === 'radio');
    expect(radios.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Alpha.*Commission 5 %APY 7.12 %$/),
      expect.stringMatching(/^Beta.*Commission 10 %APY 6.5 %$/),
    ]);
  });

  it('stakes: validator, Max, review with fee, sign, progress toast, then home', async () => {
    screen = await mountScreen(PATH, <StakingScreen />, client, ROUTE);
    expect(byName('Review').hasAttribute('disabled')).toBe(true);
    await screen.type('Search validators', 'bet');
    expect(
      all()
        .filter((e) => e.getAttribute('role') === 'radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Beta']);
    await click('Beta');
    expect(byName('Beta').getAttribute('aria-checked')).toBe('true');
    await click('Max');
    expect(screen.field('Amount (SOL)').value).toBe('10');
    await screen.type('Amount (SOL)', '1.5');
    await screen.submit();
    expect(lastCall('staking.quote')).toEqual({
      coinId: COIN,
      op: { action: 'stake', amount: '1.5', validator: BETA },
    });
    expect(screen.text()).toContain('Review stake');
    expect(screen.text()).toContain('1.5 SOL');
    expect(screen.text()).toContain('Beta');
    expect(screen.text()).toContain('0.000005 SOL ≈ $0.00');
    await click('Stake');
    expect(lastCall('staking.submit')).toEqual({
      coinId: COIN,
      op: { action: 'stake', amount: '1.5', validator: BETA },
      approvedFee: '0.000005',
    });
    expect(screen.text()).toBe('arrived at /home');
    expect(takeTxToast('sig-1')).toEqual(expect.any(Number));
  });

  it('unstakes a position through the same review, and shows main’s refusal in place', async () => {
    main.answers['staking.submit'] = () => {
      throw new Refusal('RULE', 'The fee went up to 0.00001; review it and send again');
    };
    screen = await mountScreen(PATH, <StakingScreen />, client, ROUTE);
    await click('Unstake 2 SOL from Alpha');
    expect(lastCall('staking.quote')).toEqual({ coinId: COIN, op: { action: 'unstake', position: STAKE_1 } });
    expect(screen.text()).toContain('Review unstake');
    expect(screen.text()).toContain(STAKE_1);
    await click('Unstake');
    expect(screen.text()).toContain('The fee went up to 0.00001');
    await click('Back');
    expect(screen.text()).toContain('Your stakes');
  });

  it('refuses a malformed amount before asking main', async () => {
    screen = await mountScreen(PATH, <StakingScreen />, client, ROUTE);
    await click('Alpha');
    await screen.type('Amount (SOL)', '1,5');
    expect(screen.text()).toContain('Enter an amount like 0.5');
    expect(byName('Review').hasAttribute('disabled')).toBe(true);
    await screen.type('Amount (SOL)', '0');
    expect(screen.text()).toContain('Enter an amount above zero');
    expect(main.calls.some((c) => c.name === 'staking.quote')).toBe(false);
  });

  it("says why when the coin's family has no staking", async () => {
    main.answers['staking.overview'] = () => {
      throw new Refusal('RULE', 'Staking is not available for BTC on Bitcoin');
    };
    screen = await mountScreen(PATH, <StakingScreen />, client, ROUTE);
    expect(screen.text()).toContain('Staking is not available for BTC on Bitcoin');
  });

  it('Refresh reads the positions again', async () => {
    screen = await mountScreen(PATH, <StakingScreen />, client, ROUTE);
    const before = main.calls.filter((c) => c.name === 'staking.overview').length;
    await click('Refresh');
    expect(main.calls.filter((c) => c.name === 'staking.overview').length).toBe(before + 1);
  });
});

describe('StakingScreen for a family that votes with staked power (Tron, from the data alone)', () => {
  const TRON = 'tron:native';
  const TPATH = `/home/coin/${encodeURIComponent(TRON)}/staking`;
  const W1 = 'TWitness1111111111111111111111111';
  const W2 = 'TWitness2222222222222222222222222';
  const TRON_OVERVIEW: CallOutput<'staking.overview'> = {
    coinId: TRON,
    chainName: 'tron',
    symbol: 'TRX',
    liquid: '50',
    staked: '12.5',
    activating: '0',
    positions: [
      {
        kind: 'stake',
        id: 'ENERGY',
        validator: 'ENERGY',
        amount: '12.5',
        status: 'active',
        actions: ['unstake'],
      },
      {
        kind: 'vote',
        id: `vote:${W1}`,
        validator: W1,
        validatorName: 'Binance Staking',
        amount: '5',
        status: 'active',
        actions: [],
      },
    ],
    actions: ['stake', 'unstake', 'vote', 'withdraw', 'claim'],
    info: [
      { id: 'bandwidth', label: 'Bandwidth', value: '600 of 600 free · 0 of 0 staked' },
      { id: 'energy', label: 'Energy', value: '125 of 125 staked' },
      { id: 'frozen', label: 'Frozen TRX', value: '12.5 TRX for energy · 0 TRX for bandwidth' },
      { id: 'votes', label: 'Votes', value: '5 of 12 TRON Power' },
      {
        id: 'disabled_unstaking',
        label: 'Unstaking',
        value: 'Unstaking is currently unavailable because the maximum limit has been reached.',
      },
    ],
    voting: { power: 12, powerName: 'TRON Power', votes: [{ validator: W1, count: 5 }] },
    resources: ['ENERGY', 'BANDWIDTH'],
  };
  beforeEach(() => {
    main.answers['staking.overview'] = () => TRON_OVERVIEW;
    main.answers['staking.validators'] = () => ({
      validators: [
        { address: W1, name: 'Binance Staking', apy: 3.54, activatedStake: '2900000000' },
        { address: W2, name: 'Sesameseed', activatedStake: '300000000' },
      ],
    });
    main.answers['staking.quote'] = ({ op }) => ({
      action: (op as { action: 'vote' | 'stake' }).action,
      amount: (op as { amount?: string }).amount ?? '0',
      symbol: 'TRX',
      target: (op as { resource?: string }).resource ?? 'TMe',
      fee: '0',
      costs: [
        {
          kind: 'maxFee',
          label: 'At most',
          amount: '0.268',
          note: 'if your resources no longer cover it when it lands',
        },
      ],
      feeSymbol: 'TRX',
    });
  });
  const votesFor = (name: string) => all().find((e) => e.getAttribute('aria-label') === `Votes for ${name}`)!;
  const total = () => all().find((e) => e.getAttribute('data-testid') === 'vote-total')!.textContent;
  async function enter(name: string, value: string) {
    const el = votesFor(name);
    await act(async () => {
      el.value = value;
      el.dispatchEvent(new FakeEvent('input'));
    });
  }

  it('shows the info rows, witnesses with name, address, votes and APR, and the derived total', async () => {
    screen = await mountScreen(TPATH, <StakingScreen />, client, ROUTE);
    const text = screen.text();
    expect(text).toContain('Bandwidth600 of 600 free · 0 of 0 staked');
    expect(text).toContain('Frozen TRX12.5 TRX for energy · 0 TRX for bandwidth');
    expect(text).toContain(
      'UnstakingUnstaking is currently unavailable because the maximum limit has been reached.',
    );
    const rows = all().filter((e) => e.localName === 'li' && e.getAttribute('class') === 'vote-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Binance Staking.*Votes 2900000000APR 3.54 %/),
      expect.stringMatching(/^Sesameseed.*Votes 300000000APR —/),
    ]);
    expect(total()).toBe('Total votes: 5 of 12 TRON Power');
    expect(votesFor('Binance Staking').value).toBe('5');
  });

  it('±5 within the power, empty or negative entry is 0, an entry over the power is ignored', async () => {
    screen = await mountScreen(TPATH, <StakingScreen />, client, ROUTE);
    await click('5 more votes for Sesameseed');
    expect(total()).toBe('Total votes: 10 of 12 TRON Power');
    // the step is cut short at the power
    await click('5 more votes for Sesameseed');
    expect(votesFor('Sesameseed').value).toBe('7');
    expect(byName('5 more votes for Binance Staking').hasAttribute('disabled')).toBe(true);
    await click('5 fewer votes for Binance Staking');
    expect(votesFor('Binance Staking').value).toBe('0');
    await enter('Binance Staking', '6');
    expect(votesFor('Binance Staking').value).toBe('0');
    await enter('Binance Staking', '5');
    expect(total()).toBe('Total votes: 12 of 12 TRON Power');
    await enter('Sesameseed', '-3');
    expect(votesFor('Sesameseed').value).toBe('0');
    await enter('Binance Staking', '');
    expect(votesFor('Binance Staking').value).toBe('0');
    await enter('Sesameseed', '9');
    await act(async () => {
      all()
        .filter((e) => e.localName === 'form')[1]!
        .dispatchEvent(new FakeEvent('submit'));
    });
    await settle();
    expect(lastCall('staking.quote')).toEqual({
      coinId: TRON,
      op: { action: 'vote', votes: [{ validator: W2, count: 9 }] },
    });
    expect(screen.text()).toContain('Review votes');
    expect(screen.text()).toContain('Sesameseed: 9');
    expect(screen.text()).toContain('At most0.268 TRX');
  });

  it('stakes for a resource, not with a validator', async () => {
    screen = await mountScreen(TPATH, <StakingScreen />, client, ROUTE);
    expect(all().some((e) => e.getAttribute('role') === 'radio')).toBe(false);
    await screen.type('Amount (TRX)', '10');
    await screen.submit();
    expect(lastCall('staking.quote')).toEqual({
      coinId: TRON,
      op: { action: 'stake', amount: '10', resource: 'ENERGY' },
    });
  });
});

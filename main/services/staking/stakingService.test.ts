import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';
import { fakeStakingFamily, type FakeStakingControl } from '../../../test/fakeStakingFamily';

/**
 * The staking service's own rules with a scripted staking family: what it reads and sums,
 * how it parses the user's operation, what it refuses before the signer, and that an operation
 * leaves through the real signer, the pending list and the family's confirmation policy. The
 * real staking family (Solana) is tested against litesvm in its own folder.
 */
const ETH = 10n ** 18n;
const VALIDATOR_A = '0x00000000000000000000000000000000000000A1';
const VALIDATOR_B = '0x00000000000000000000000000000000000000b2';
const POSITION_1 = '0x0000000000000000000000000000000000000501';
const POSITION_2 = '0x0000000000000000000000000000000000000502';
const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

const control: FakeStakingControl = {
  statuses: [],
  broadcasts: [],
  balance: 5n * ETH,
  positions: [
    { id: POSITION_1, validator: VALIDATOR_A, amount: 2n * ETH, status: 'active', actions: ['unstake'] },
    { id: POSITION_2, validator: VALIDATOR_B, amount: ETH / 2n, status: 'activating', actions: ['unstake'] },
  ],
  validators: [
    { address: VALIDATOR_A, name: 'Alpha', commission: 5, apy: 7.1, activatedStake: 1000n * ETH },
    { address: VALIDATOR_B, name: 'Beta', commission: 8 },
  ],
  tokens: [
    { chainName: 'ethereum', contractAddress: USDT, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
    {
      chainName: 'ethereum',
      contractAddress: '0x1111111111111111111111111111111111111111',
      name: 'Tether Gold',
      symbol: 'XAUT',
      decimals: 6,
    },
  ],
  ops: [],
  statusCalls: 0,
  fee: 21_000n * 10n ** 9n,
};

let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
const seen: { name: EventName; payload: unknown }[] = [];
const notes: string[] = [];
const COIN = 'ethereum:native';

beforeAll(async () => {
  // no `confirm` override: the loop follows the family's own policy
  t = await startTestApp({
    families: { evm: fakeStakingFamily(control, { intervalMs: 1, tries: 2 }) },
    notify: (title, body) => notes.push(`${title}: ${body}`),
  });
  t.app.events.subscribe((name, payload) => seen.push({ name, payload }));
  await call('wallets.importKey', {
    chainName: 'ethereum',
    privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
    password: 'long enough password',
  });
});
afterAll(() => t.dispose());

const txEvents = () =>
  seen.filter((e) => e.name === 'tx.status').map((e) => e.payload as { status: string; kind: string });

describe('staking.overview', () => {
  it('sums positions, counts activating as pending, names validators, offers the family actions', async () => {
    expect(await call('staking.overview', { coinId: COIN })).toEqual({
      coinId: COIN,
      chainName: 'ethereum',
      symbol: 'ETH',
      liquid: '5',
      staked: '2.5',
      activating: '0.5',
      positions: [
        {
          kind: 'stake',
          id: POSITION_1,
          validator: VALIDATOR_A,
          validatorName: 'Alpha',
          amount: '2',
          status: 'active',
          actions: ['unstake'],
        },
        {
          kind: 'stake',
          id: POSITION_2,
          validator: VALIDATOR_B,
          validatorName: 'Beta',
          amount: '0.5',
          status: 'activating',
          actions: ['unstake'],
        },
      ],
      actions: ['stake', 'unstake', 'withdraw'],
    });
  });

  it('lists validators in the family order with decimal stake', async () => {
    const { validators } = await call('staking.validators', { coinId: COIN });
    expect(validators.map((v) => v.name)).toEqual(['Alpha', 'Beta']);
    expect(validators[0]).toEqual({
      address: VALIDATOR_A,
      name: 'Alpha',
      commission: 5,
      apy: 7.1,
      activatedStake: '1000',
    });
  });
  it('counts only coins at stake: votes cast with them and a reward to claim are listed, not added', async () => {
    const saved = control.positions;
    control.positions = [
      ...saved,
      {
        kind: 'vote',
        id: 'vote:A',
        validator: VALIDATOR_A,
        amount: 2n * ETH,
        status: 'active',
        actions: ['vote'],
      },
      {
        kind: 'reward',
        id: 'reward',
        validator: 'reward',
        amount: ETH,
        status: 'inactive',
        actions: ['claim'],
      },
    ];
    try {
      const o = await call('staking.overview', { coinId: COIN });
      expect([o.staked, o.activating]).toEqual(['2.5', '0.5']);
      expect(o.positions.map((p) => p.kind)).toEqual(['stake', 'stake', 'vote', 'reward']);
    } finally {
      control.positions = saved;
    }
  });
});

describe('staking.quote', () => {
  it("parses the amount with the coin's decimals and names what it acts on", async () => {
    control.ops.length = 0;
    const q = await call('staking.quote', {
      coinId: COIN,
      op: { action: 'stake', amount: '1.5', validator: VALIDATOR_A },
    });
    expect(q).toEqual({
      action: 'stake',
      amount: '1.5',
      symbol: 'ETH',
      target: VALIDATOR_A,
      fee: '0.000021',
      costs: [],
      feeSymbol: 'ETH',
    });
    expect(control.ops).toEqual([
      { action: 'stake', amount: 1_500_000_000_000_000_000n, validator: VALIDATOR_A },
    ]);
  });

  it('refuses bad operations with a clear error before the family sees them', async () => {
    control.ops.length = 0;
    const badAmount = await fails('staking.quote', { coinId: COIN, op: { action: 'stake', amount: '1,5' } });
    expect(badAmount).toMatchObject({
      code: 'BAD_INPUT',
      message: expect.stringContaining('Enter an amount like 0.5'),
    });
    expect(await fails('staking.quote', { coinId: COIN, op: { action: 'freeze' } })).toMatchObject({
      code: 'BAD_INPUT',
    });
    expect(
      await fails('staking.quote', { coinId: COIN, op: { action: 'stake', to: VALIDATOR_A } }),
    ).toMatchObject({
      code: 'BAD_INPUT',
    });
    const tooFine = await fails('staking.quote', {
      coinId: COIN,
      op: { action: 'stake', amount: '0.0000000000000000001', validator: VALIDATOR_A },
    });
    expect(tooFine).toMatchObject({ code: 'BAD_INPUT', message: expect.stringMatching(/decimal places/) });
    const zero = await fails('staking.quote', {
      coinId: COIN,
      op: { action: 'stake', amount: '0', validator: VALIDATOR_A },
    });
    expect(zero).toMatchObject({ code: 'RULE', message: 'Enter an amount above zero' });
    expect(control.ops).toEqual([]);
  });
});

describe('staking.submit', () => {
  const stake = { coinId: COIN, op: { action: 'stake', amount: '1.5', validator: VALIDATOR_A } };

  it('refuses before signing when the fee went above what the user approved', async () => {
    expect(await fails('staking.submit', { ...stake, approvedFee: '0.00002' })).toMatchObject({
      code: 'RULE',
      message: expect.stringMatching(/^The fee went up to 0.000021/),
    });
    expect(control.broadcasts).toHaveLength(0);
  });

  it('signs in the real signer, lists it pending as a stake, and confirms on the family policy', async () => {
    control.statuses.push('pending', 'confirmed');
    control.statusCalls = 0;
    const { hash } = await call('staking.submit', { ...stake, approvedFee: '0.000021' });
    expect(control.broadcasts).toHaveLength(1);
    expect(control.broadcasts[0]).toMatch(/^0x02/);
    const pending = (await call('coin.overview', { coinId: COIN })).pending;
    expect(pending).toMatchObject([{ hash, kind: 'stake' }]);
    await expect
      .poll(() => txEvents().map((e) => `${e.kind} ${e.status}`))
      .toEqual(['stake submitted', 'stake confirmed']);
    expect(txEvents()[0]).toMatchObject({ amount: '1.5', symbol: 'ETH' });
    expect(notes).toEqual(['ETH staked: 1.5 ETH staked']);
  });

  it("gives up after the family's tries (2, not the default 15) and keeps the entry", async () => {
    seen.length = 0;
    control.statusCalls = 0;
    await call('staking.submit', {
      coinId: COIN,
      op: { action: 'unstake', position: POSITION_1 },
      approvedFee: '0.000021',
    });
    await expect
      .poll(() => txEvents().map((e) => `${e.kind} ${e.status}`))
      .toEqual(['unstake submitted', 'unstake pending']);
    expect(control.statusCalls).toBe(2);
    expect(txEvents()[0]).toMatchObject({ amount: '2' });
    expect((await call('coin.overview', { coinId: COIN })).pending.map((p) => p.kind)).toContain('unstake');
  });
});

describe('coins.searchTokens', () => {
  it("returns the family's hits and marks the ones already in the wallet", async () => {
    const id = `ethereum:${USDT.toLowerCase()}`;
    const listed = (await call('coins.list', {})).coins.some((c) => c.id === id);
    if (!listed) await call('coins.toggle', { id });
    const { tokens } = await call('coins.searchTokens', { chainName: 'ethereum', query: 'tether' });
    expect(tokens.map((x) => [x.symbol, x.inWallet])).toEqual([
      ['USDT', true],
      ['XAUT', false],
    ]);
  });

  it('finds nothing on a chain whose family has no token list', async () => {
    expect(await call('coins.searchTokens', { chainName: 'bitcoin', query: 'tether' })).toEqual({
      tokens: [],
    });
  });
});

describe('a coin whose family has no staking', () => {
  it('says so in plain words', async () => {
    await call('wallets.importPhrase', {
      phrase: 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    });
    expect(await fails('staking.overview', { coinId: 'bitcoin:native' })).toEqual({
      code: 'RULE',
      message: 'Staking is not available for BTC on Bitcoin',
    });
  });
});

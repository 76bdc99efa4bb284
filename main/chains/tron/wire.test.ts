// The Tron family's readers on recorded wire shapes (fixtures/: java-tron with its zero fields
// left out, TronGrid v1, Tronscan), through a fake Http that answers by path and records what
// was asked, so caching and key headers can be checked offline.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Http, RequestOptions } from '../../net/http';
import type { TronConfig } from './config';
import { ACCOUNT_CACHE_MS, TRON_ERRORS } from './constants';
import { ttlCache, type TronCtx } from './ctx';
import * as logic from './logic';
import { createTronWalletFamily } from './walletFamily';

const ME = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

type Route = (url: URL, opts: RequestOptions) => unknown;
function fakeCtx(route: Route, config: Partial<TronConfig> = {}) {
  const asked: { url: string; opts: RequestOptions }[] = [];
  let clock = 1_764_100_000_000;
  const http: Http = {
    request: () => Promise.reject(new Error('not used')),
    json: <T>(url: string, opts: RequestOptions = {}) => {
      asked.push({ url, opts });
      return Promise.resolve(route(new URL(url), opts) as T);
    },
  };
  const now = () => clock;
  const ctx: TronCtx = {
    http,
    config: { nodeUrl: 'http://node', gridUrl: 'http://grid', scanUrl: 'http://scan', ...config },
    now,
    cache: ttlCache(now),
  };
  return { ctx, asked, tick: (ms: number) => (clock += ms) };
}

const byPath: Record<string, string> = {
  '/wallet/getaccount': 'node/getaccount',
  '/wallet/getaccountresource': 'node/getaccountresource',
  [`/v1/accounts/${ME}`]: 'grid/account',
  [`/v1/accounts/${ME}/transactions`]: 'grid/transactions',
  [`/v1/accounts/${ME}/transactions/trc20`]: 'grid/trc20',
  '/api/pagewitness': 'scan/pagewitness',
};
const recorded: Route = (url) => {
  const name = byPath[url.pathname];
  if (!name) throw new Error(`no fixture for ${url.pathname}`);
  return fixture(name);
};

describe('Tron account info (getaccount + getaccountresource)', () => {
  it('reads Stake 2.0 state with java-tron’s left-out zero fields', async () => {
    const { ctx } = fakeCtx(recorded);
    const a = await logic.accountInfo(ctx, ME);
    expect(a).toMatchObject({
      exists: true,
      balance: 1_997_898_105n,
      // a BANDWIDTH entry has no type; TRON_POWER is not frozen TRX
      frozen: { BANDWIDTH: 5_000_000n, ENERGY: 100_000_000n },
      unfreezing: [
        { resource: 'ENERGY', amount: 40_000_000n, expireTime: 1_765_209_600_000 },
        { resource: 'BANDWIDTH', amount: 2_000_000n, expireTime: 1_764_000_000_000 },
      ],
      votes: [{ address: 'TLyqzVGLV1srkB7dToTAEqgDSfPtXRJZYH', count: 60n }],
      latestWithdrawTime: 1_764_003_600_000,
      // NetUsed left out = 0; EnergyUsed above the limit leaves nothing
      bandwidth: { freeLeft: 332n, stakedLeft: 5n, freeLimit: 600n, stakedLimit: 5n },
      energy: { left: 0n, limit: 1000n },
      tronPower: { limit: 105n, used: 60n },
    });
  });

  it('is cached 10 s (spec §9), then read again', async () => {
    const { ctx, asked, tick } = fakeCtx(recorded);
    await logic.accountInfo(ctx, ME);
    expect(asked).toHaveLength(2);
    tick(ACCOUNT_CACHE_MS - 1);
    await logic.accountInfo(ctx, ME);
    expect(asked).toHaveLength(2);
    tick(1);
    await logic.accountInfo(ctx, ME);
    expect(asked).toHaveLength(4);
  });

  it('an account not on chain ({}) reads as absent with nothing in it', async () => {
    const { ctx } = fakeCtx((url) => (url.pathname === '/wallet/getaccount' ? {} : { freeNetLimit: 600 }));
    expect(await logic.accountInfo(ctx, ME)).toMatchObject({ exists: false, balance: 0n, votes: [] });
    expect(await logic.accountExists(ctx, ME)).toBe(false);
  });

  it('sends the TronGrid key to the TronGrid hosts only', async () => {
    const { ctx, asked } = fakeCtx(recorded, { apiKey: 'k-1' });
    await Promise.all([logic.accountInfo(ctx, ME), logic.getBalances(ctx, ME), logic.listValidators(ctx)]);
    for (const a of asked)
      expect(a.opts.headers?.['TRON-PRO-API-KEY']).toBe(a.url.startsWith('http://scan') ? undefined : 'k-1');
  });
});

describe('Tron balances and history (TronGrid v1)', () => {
  it('TRX and every TRC-20 of an address from one call, exactly, a token never held at 0', async () => {
    const { ctx, asked } = fakeCtx(recorded);
    const b = await logic.getBalances(ctx, ME);
    expect(asked).toHaveLength(1);
    expect(b.native).toBe(1_997_898_105n);
    expect(b.token(USDT)).toBe(92_000_000n);
    expect(b.token('TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj')).toBe(12_345_678_901_234_567_890_123n);
    expect(b.token('TJBtdYunmQkeK5KninwgcjuK1RPDhyUWBZ')).toBe(0n);
  });

  it('TRX history: limit 20, newest first, status from the contract result, base58 addresses', async () => {
    const { ctx, asked } = fakeCtx(recorded);
    const { items, skipped } = await logic.listHistory(ctx, { address: ME });
    expect(new URL(asked[0]!.url).searchParams.get('limit')).toBe('20');
    // the fee the wallet paid is ret[0].fee (sun): a failed call burnt its energy all the same
    expect(items).toEqual([
      {
        hash: 'bb',
        amount: '0',
        status: 'failed',
        date: 1_764_000_003_000,
        from: ME,
        to: USDT,
        fee: '1000000000',
      },
      {
        hash: 'aa',
        amount: '-10000000',
        status: 'success',
        date: 1_764_000_000_000,
        from: ME,
        to: USDT,
        fee: '1100000',
      },
    ]);
    expect(skipped).toBe(0);
  });

  it('token history: the token’s transfers, SUCCESS, signed from the wallet’s side', async () => {
    const { ctx, asked } = fakeCtx(recorded);
    const { items } = await logic.listHistory(ctx, { address: ME, contractAddress: USDT });
    const q = new URL(asked[0]!.url).searchParams;
    expect([q.get('limit'), q.get('contract_address')]).toEqual(['20', USDT]);
    expect(items).toEqual([
      {
        hash: 'cc',
        amount: '5000000',
        status: 'success',
        date: 1_764_000_006_000,
        from: 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm',
        to: ME,
        contractAddress: USDT,
      },
    ]);
  });

  it('merges lists by time, one entry per hash, at most 20', () => {
    const item = (hash: string, date: number) => ({
      hash,
      date,
      amount: '0',
      status: 'success' as const,
      from: '',
      to: '',
    });
    const a = Array.from({ length: 15 }, (_, i) => item(`a${i}`, i * 2));
    const b = [...Array.from({ length: 15 }, (_, i) => item(`b${i}`, i * 2 + 1)), item('a14', 99)];
    const merged = logic.mergeByTime([a, b]);
    expect(merged).toHaveLength(20);
    expect(merged[0]).toMatchObject({ hash: 'a14', date: 99 });
    expect(merged.map((m) => m.date)).toEqual([...merged.map((m) => m.date)].sort((x, y) => y - x));
    expect(logic.stateOf(undefined)).toBe('unknown');
    expect(logic.stateOf('REVERT')).toBe('failed');
  });
});

describe('Tron validators (Tronscan pagewitness)', () => {
  it('sorted by votes; a witness without a name shows its url; APR where published', async () => {
    const { ctx } = fakeCtx(recorded);
    const vs = await logic.listValidators(ctx);
    expect(vs.map((v) => [v.name, v.apy])).toEqual([
      ['Binance Staking', 3.54],
      ['Poloniex', 3.61],
      ['https://nameless.example', undefined],
    ]);
    expect(vs[0]!.activatedStake).toBe(2_900_000_000_000_000n);
  });
});

describe('Tron broadcast and status', () => {
  const signed = JSON.stringify({ txID: 'ab'.repeat(32), transaction_hex: '0a02' });

  it("'Something went wrong' when the node returns no result, with its reason when it gives one", async () => {
    await expect(logic.broadcast(fakeCtx(() => ({})).ctx, signed)).rejects.toMatchObject({
      message: TRON_ERRORS.noResult,
    });
    expect(TRON_ERRORS.noResult).toBe('Something went wrong');
    await expect(
      logic.broadcast(fakeCtx(() => ({ code: 'SIGERROR', message: 'bad sig' })).ctx, signed),
    ).rejects.toMatchObject({ message: 'Something went wrong (SIGERROR: bad sig)' });
    expect(await logic.broadcast(fakeCtx(() => ({ result: true, txid: 'ab'.repeat(32) })).ctx, signed)).toBe(
      'ab'.repeat(32),
    );
  });

  it('one look via gettransactioninfobyid: {} pending, FAILED failed, in a block confirmed', async () => {
    const at = (body: unknown) => logic.txStatus(fakeCtx(() => body).ctx, 'ab');
    expect(await at({})).toBe('pending');
    expect(await at({ id: 'ab', blockNumber: 7, result: 'FAILED', receipt: { result: 'REVERT' } })).toBe(
      'failed',
    );
    expect(await at({ id: 'ab', blockNumber: 7, receipt: { result: 'OUT_OF_ENERGY' } })).toBe('failed');
    expect(await at({ id: 'ab', blockNumber: 7, receipt: { net_usage: 267 } })).toBe('confirmed');
  });
});

describe('Tron token details', () => {
  it('decimals default to 6 when the contract does not answer decimals()', async () => {
    const word = (s: string) => Buffer.from(s).toString('hex').padEnd(64, '0');
    const abiString = (s: string) =>
      '20'.padStart(64, '0') + s.length.toString(16).padStart(64, '0') + word(s);
    const { ctx } = fakeCtx((_url, opts) => {
      const sel = (opts.json as { function_selector: string }).function_selector;
      if (sel === 'decimals()')
        return { Error: 'class org.tron.core.exceptions.ContractExeException : REVERT' };
      return {
        result: { result: true },
        energy_used: 500,
        constant_result: [abiString(sel === 'name()' ? 'Odd Token' : 'ODD')],
      };
    });
    expect(await logic.getTokenInfo(ctx, USDT)).toEqual({
      contractAddress: USDT,
      name: 'Odd Token',
      symbol: 'ODD',
      decimals: 6,
    });
  });
});

describe('Tron staking positions', () => {
  const state = (over: Partial<logic.StakingState> = {}): logic.StakingState => ({
    account: {
      exists: true,
      balance: 0n,
      frozen: { ENERGY: 100_000_000n, BANDWIDTH: 0n },
      unfreezing: [
        { resource: 'ENERGY', amount: 1n, expireTime: 1000 },
        { resource: 'BANDWIDTH', amount: 2n, expireTime: 3000 },
      ],
      votes: [{ address: 'W', count: 60n }],
      latestWithdrawTime: 0,
      bandwidth: { freeLeft: 0n, stakedLeft: 0n, freeLimit: 0n, stakedLimit: 0n },
      energy: { left: 0n, limit: 0n },
      tronPower: { limit: 100n, used: 60n },
    },
    unfreezesLeft: 32,
    reward: 5n,
    claimable: true,
    ...over,
  });

  it('frozen per resource, unfreezes (withdraw once expired), votes and a claimable reward', () => {
    expect(logic.positionsOf(state(), 2000)).toEqual([
      { id: 'ENERGY', validator: 'ENERGY', amount: 100_000_000n, status: 'active', actions: ['unstake'] },
      {
        id: 'unfreeze:ENERGY:1000',
        validator: 'ENERGY',
        amount: 1n,
        status: 'inactive',
        actions: ['withdraw'],
      },
      {
        id: 'unfreeze:BANDWIDTH:3000',
        validator: 'BANDWIDTH',
        amount: 2n,
        status: 'deactivating',
        actions: [],
      },
      {
        kind: 'vote',
        id: 'vote:W',
        validator: 'W',
        amount: 60_000_000n,
        status: 'active',
        actions: [],
      },
      {
        kind: 'reward',
        id: 'reward',
        validator: 'reward',
        amount: 5n,
        status: 'inactive',
        actions: ['claim'],
      },
    ]);
  });

  it("no unfreeze left: the frozen position offers no unstake ('disabled_unstaking')", () => {
    expect(logic.positionsOf(state({ unfreezesLeft: 0 }), 0)[0]!.actions).toEqual([]);
  });

  it('a claim is due only when the last one is more than 24 hours old', () => {
    const day = 24 * 3600 * 1000;
    expect(logic.claimDue(1000, 1000 + day)).toBe(false);
    expect(logic.claimDue(1000, 1001 + day)).toBe(true);
    expect(logic.claimDue(0, Date.now())).toBe(true);
  });
});

describe('the Tron family', () => {
  it('on local without a Tron node: builds, and its calls fail with a NETWORK error', async () => {
    const f = createTronWalletFamily({ network: 'local', http: fakeCtx(recorded).ctx.http });
    expect(f.network).toBe('regtest');
    await expect(
      f.snapshot({ walletId: 'w', chainName: 'tron', symbol: 'TRX', decimals: 6, address: ME, path: '' }),
    ).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer } from '../../../../test/evm/explorerServer';
import { createHttp } from '../../../net/http';
import { createEvmConfig } from '../config';
import { FEES_INFO_TTL_MS } from '../constants';
import type { EvmCtx } from '../ctx';
import { EVM_ERRORS } from '../errors';
import { getFeesInfo } from './getFeesInfo';

let server: Awaited<ReturnType<typeof startFixtureServer>>;
let ctx: EvmCtx;
const clock = { now: 1_000_000 };

beforeAll(async () => {
  server = await startFixtureServer({ '/fees': { data: { maxPriorityFee: '1.5', multiplier: 1.4 } } });
  ctx = {
    http: createHttp({ retries: 0 }),
    config: createEvmConfig({ profile: 'mainnet', feesInfoUrl: `${server.url}/fees` }),
    now: () => clock.now,
  };
});
afterAll(() => server?.close());

describe('getFeesInfo', () => {
  it('reads maxPriorityFee (gwei) and multiplier, then refuses within 8 hours', async () => {
    const info = await getFeesInfo(ctx, { chain: 'ethereum' });
    expect(info).toEqual({ fetchedAt: 1_000_000, multiplier: '1.4', maxPriorityFee: 1_500_000_000n });
    clock.now += FEES_INFO_TTL_MS - 1;
    await expect(getFeesInfo(ctx, { chain: 'ethereum', lastFetchedAt: info.fetchedAt })).rejects.toThrow(
      EVM_ERRORS.feesInfoTimeLimit,
    );
    clock.now += 1;
    expect((await getFeesInfo(ctx, { chain: 'ethereum', lastFetchedAt: info.fetchedAt })).fetchedAt).toBe(
      clock.now,
    );
    expect(server.seen).toHaveLength(2);
  });
});

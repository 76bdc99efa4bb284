// The Polkadot family's readers on recorded wire shapes (fixtures/: Sidecar balance-info with
// the fields a runtime lacks spelled out as text, Subscan transfers with and without
// amount_v2), through a fake Http that answers by path and records what was asked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HttpError, type Http, type RequestOptions } from '../../net/http';
import type { PolkadotConfig } from './config';
import { POLKADOT_NOTICES } from './constants';
import { runtimeCache, type PolkadotCtx } from './ctx';
import * as logic from './logic';
import { sidecarOf } from './network';

const ME = '13UVJyLnbVp9RBZYFwFGyDvVd1y27Tt8tkntv6Q7JVPhFsTB';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

function fakeCtx(route: (url: URL, opts: RequestOptions) => unknown, config: Partial<PolkadotConfig> = {}) {
  const asked: { url: string; opts: RequestOptions }[] = [];
  const http: Http = {
    request: () => Promise.reject(new Error('not used')),
    json: <T>(url: string, opts: RequestOptions = {}) => {
      asked.push({ url, opts });
      try {
        return Promise.resolve(route(new URL(url), opts) as T);
      } catch (e) {
        return Promise.reject(e as Error);
      }
    },
  };
  const ctx: PolkadotCtx = {
    http,
    config: { sidecarUrl: 'http://sidecar', scanUrl: 'http://scan', ...config },
    now: () => 0,
    runtimes: runtimeCache(),
  };
  return { ctx, asked };
}

describe('polkadot wire', () => {
  it('balance-info: free, reserved, transferable and nonce exactly; total is free + reserved', async () => {
    const { ctx } = fakeCtx(() => fixture('sidecar/balance-info'));
    const b = await logic.getBalances(ctx, ME);
    expect(b).toEqual({
      nonce: 12,
      free: 123456789012345n,
      reserved: 20080000000n,
      frozen: 100000000000n,
      transferable: 123376789012345n,
      total: 123456789012345n + 20080000000n,
    });
  });

  it('history: POST transfers with address and row 20, the key in X-API-Key, newest first, signed amounts', async () => {
    const { ctx, asked } = fakeCtx(() => fixture('subscan/transfers'), { apiKey: 'k-1' });
    const { items, skipped } = await logic.listHistory(ctx, ME);
    expect(skipped).toBe(0);
    expect(asked[0]).toMatchObject({
      url: 'http://scan/api/v2/scan/transfers',
      opts: { method: 'POST', json: { address: ME, row: 20, page: 0 }, headers: { 'X-API-Key': 'k-1' } },
    });
    expect(items).toEqual([
      expect.objectContaining({ amount: '-15000000000', status: 'success', date: 1763990000000 }),
      // no amount_v2: the decimal DOT amount, read exactly
      expect.objectContaining({ amount: '123', status: 'failed', from: items[1]!.from }),
    ]);
  });

  it('no key, no header; no scan service: no history, and a notice that says so', async () => {
    const { ctx, asked } = fakeCtx(() => fixture('subscan/transfers'));
    await logic.listHistory(ctx, ME);
    expect(asked[0]?.opts.headers).toBeUndefined();
    const none = fakeCtx(() => undefined, { scanUrl: undefined });
    delete none.ctx.config.scanUrl;
    expect(await logic.listHistory(none.ctx, ME)).toEqual({
      items: [],
      skipped: 0,
      notice: POLKADOT_NOTICES.noScan,
    });
    // an entry sent before the block search (no payload) and no scan service: still pending
    expect(await logic.txStatus(none.ctx, `0x${'00'.repeat(32)}`, undefined, new Map())).toBe('pending');
  });

  it('a malformed transfer is skipped and counted; the fee shows on what the wallet sent', async () => {
    const rows = (fixture('subscan/transfers') as { data: { transfers: Record<string, unknown>[] } }).data
      .transfers;
    const sent = { ...rows[0]!, from: ME, fee: '156000000' };
    const { ctx } = fakeCtx(() => ({
      code: 0,
      data: { transfers: [sent, { hash: 7, success: 'yes' }, rows[1]] },
    }));
    const page = await logic.listHistory(ctx, ME);
    expect(page.skipped).toBe(1);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({ from: ME, fee: '156000000' });
    expect(page.items[1]).not.toHaveProperty('fee');
  });

  it("a refused submission carries Sidecar's error and cause, without control characters", async () => {
    const { ctx } = fakeCtx(() => {
      throw new HttpError(
        400,
        'http://sidecar/transaction',
        JSON.stringify({
          code: 400,
          error: 'Failed to submit transaction.',
          cause: '1010: Invalid\u0007 Transaction',
        }),
      );
    });
    await expect(sidecarOf(ctx).submit('0x00')).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'Failed to submit transaction.: 1010: Invalid  Transaction',
    });
  });

  it('a Subscan error code is a NETWORK error, not an empty history; without a key it asks for one', async () => {
    const refusing = () => ({ code: 10004, message: 'Record Not Found', data: null });
    const keyed = fakeCtx(refusing, { apiKey: 'k-1' });
    await expect(logic.listHistory(keyed.ctx, ME)).rejects.toMatchObject({ code: 'NETWORK' });
    const keyless = fakeCtx(() => {
      throw new HttpError(
        403,
        'http://scan/api/v2/scan/transfers',
        '{"code":403,"message":"API key required"}',
      );
    });
    expect(await logic.listHistory(keyless.ctx, ME)).toMatchObject({
      items: [],
      notice: POLKADOT_NOTICES.needsKey,
    });
  });
});

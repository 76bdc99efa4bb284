// The Cardano family's Blockfrost readers on recorded wire shapes (fixtures/blockfrost: the
// documented examples of addresses/{a}, addresses/{a}/utxos, txs/{h}/utxos, the protocol
// parameters and a refused submission), through a fake Http that answers by path and records
// what was asked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HttpError, type Http, type RequestOptions } from '../../net/http';
import type { CardanoConfig } from './config';
import { cardanoConfig } from './config';
import type { CardanoCtx } from './ctx';
import * as logic from './logic';
import { blockfrostOf } from './network';

const ADDRESS =
  'addr1qxqs59lphg8g6qndelq8xwqn60ag3aeyfcp33c2kdp46a09re5df3pzwwmyq946axfcejy5n4x0y99wqpgtp2gd0k09qsgy6pz';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/blockfrost/${name}.json`, import.meta.url), 'utf8'));
const notFound = (url: URL) =>
  new HttpError(
    404,
    url.href,
    JSON.stringify({
      status_code: 404,
      error: 'Not Found',
      message: 'The requested component has not been found.',
    }),
  );

function fakeCtx(route: (url: URL, opts: RequestOptions) => unknown, config: Partial<CardanoConfig> = {}) {
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
  const ctx: CardanoCtx = { http, config: { blockfrostUrl: 'http://bf/api/v0', ...config }, now: () => 0 };
  return { ctx, asked };
}

describe('cardano wire (Blockfrost)', () => {
  it('addresses/{a}: the lovelace entry only, with the project_id header; an unseen address is 0', async () => {
    const { ctx, asked } = fakeCtx(() => fixture('address'), { projectId: 'mainnetABC' });
    expect(await logic.getBalance(ctx, ADDRESS)).toBe(42_000_000n);
    expect(asked[0]).toMatchObject({
      url: `http://bf/api/v0/addresses/${ADDRESS}`,
      opts: { headers: { project_id: 'mainnetABC' } },
    });
    const unseen = fakeCtx((url) => {
      throw notFound(url);
    });
    expect(await logic.getBalance(unseen.ctx, ADDRESS)).toBe(0n);
    expect(await blockfrostOf(unseen.ctx).utxos(ADDRESS)).toEqual([]);
    expect(await logic.listHistory(unseen.ctx, ADDRESS)).toEqual({ items: [], skipped: 0 });
  });

  it('utxos: outpoints, lovelace and tokens exactly; a datum marks a script output', async () => {
    const { ctx, asked } = fakeCtx(() => fixture('utxos'));
    const utxos = await blockfrostOf(ctx).utxos(ADDRESS);
    expect(asked.map((a) => a.url)).toEqual([`http://bf/api/v0/addresses/${ADDRESS}/utxos?count=100&page=1`]);
    expect(utxos).toEqual([
      expect.objectContaining({ index: 0, lovelace: 42_000_000n, tokens: [], scripted: false }),
      expect.objectContaining({
        index: 1,
        lovelace: 729_235_000n,
        tokens: [{ unit: '6b8d07d69639e9413dd637a1a815a7323c69c86abbafb66dbfdb1aa7', quantity: 2n }],
        scripted: true,
      }),
    ]);
  });

  it('history: order=desc, count=20; a received transaction without its collateral input', async () => {
    const { ctx, asked } = fakeCtx((url) =>
      url.pathname.endsWith('/transactions')
        ? [
            {
              tx_hash: '1e043f100dce12d107f679685acd2fc0610e10f72a92d412794c9773d11d8477',
              tx_index: 6,
              block_height: 69,
              block_time: 1635505891,
            },
          ]
        : fixture('tx-utxos'),
    );
    const { items } = await logic.listHistory(ctx, ADDRESS);
    expect(asked[0]!.url).toBe(
      `http://bf/api/v0/addresses/${ADDRESS}/transactions?order=desc&count=20&page=1`,
    );
    expect(items).toEqual([
      {
        hash: '1e043f100dce12d107f679685acd2fc0610e10f72a92d412794c9773d11d8477',
        amount: '10000000',
        status: 'success',
        date: 1635505891000,
        from: 'addr1q9ld26v2lv8wvrxxmvg90pn8n8n5k6tdst06q2s856rwmvnueldzuuqmnsye359fqrk8hwvenjnqultn7djtrlft7jnq7dy7wv',
        to: ADDRESS,
      },
    ]);
    // the sender's view: spent 42 ADA (the collateral input is not spent), got 31.825831 back
    const { items: theirs } = await logic.listHistory(
      ctx,
      'addr1q9ld26v2lv8wvrxxmvg90pn8n8n5k6tdst06q2s856rwmvnueldzuuqmnsye359fqrk8hwvenjnqultn7djtrlft7jnq7dy7wv',
    );
    expect(theirs[0]).toMatchObject({
      amount: String(31_825_831n - 42_000_000n),
      to: ADDRESS,
      fee: '174169',
    });
  });

  it('history: a transaction whose inputs and outputs cannot be read is skipped and counted', async () => {
    const tx = (hash: string) => ({ tx_hash: hash, tx_index: 0, block_height: 69, block_time: 1635505891 });
    const good = '1e043f100dce12d107f679685acd2fc0610e10f72a92d412794c9773d11d8477';
    const bad = 'ab'.repeat(32);
    const { ctx } = fakeCtx((url) => {
      if (url.pathname.endsWith('/transactions')) return [tx(bad), tx(good)];
      if (url.pathname.includes(bad)) return { hash: bad, inputs: 'none' };
      return fixture('tx-utxos');
    });
    const page = await logic.listHistory(ctx, ADDRESS);
    expect(page.skipped).toBe(1);
    expect(page.items.map((i) => i.hash)).toEqual([good]);
  });

  it('protocol parameters: numbers and strings read exactly', async () => {
    const { ctx } = fakeCtx(() => fixture('parameters'));
    expect(await blockfrostOf(ctx).parameters()).toEqual({
      minFeeA: 44n,
      minFeeB: 155381n,
      maxTxSize: 16384n,
      maxValueSize: 5000n,
      keyDeposit: 2_000_000n,
      poolDeposit: 500_000_000n,
      coinsPerUtxoByte: 4310n,
    });
  });

  it("tx/submit: CBOR bytes as application/cbor, no retry; a refusal carries Blockfrost's message without control characters", async () => {
    const { ctx, asked } = fakeCtx((url) => {
      throw new HttpError(400, url.href, JSON.stringify(fixture('submit-refused')));
    });
    const e = await blockfrostOf(ctx)
      .submit(new Uint8Array([0x84, 0xa0]))
      .catch((x: unknown) => x);
    expect(e).toMatchObject({ code: 'NETWORK' });
    expect((e as Error).message).toMatch(
      /^Blockfrost: "transaction submit error .*ValueNotConservedUTxO \)\)\)\]\)"$/,
    );
    expect(asked[0]).toMatchObject({
      url: 'http://bf/api/v0/tx/submit',
      opts: {
        method: 'POST',
        bytes: new Uint8Array([0x84, 0xa0]),
        headers: { 'content-type': 'application/cbor' },
        retries: 0,
      },
    });
  });

  it('a transaction Blockfrost has not seen is pending; the public hosts per profile', async () => {
    const { ctx } = fakeCtx((url) => {
      throw notFound(url);
    });
    expect(await logic.txStatus(ctx, 'ab'.repeat(32))).toBe('pending');
    expect(cardanoConfig('mainnet', undefined, 'k')).toEqual({
      blockfrostUrl: 'https://cardano-mainnet.blockfrost.io/api/v0',
      projectId: 'k',
    });
    expect(cardanoConfig('testnet')?.blockfrostUrl).toBe('https://cardano-preprod.blockfrost.io/api/v0');
    expect(cardanoConfig('local')).toBeNull();
  });
});

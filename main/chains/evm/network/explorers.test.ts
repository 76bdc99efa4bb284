import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer } from '../../../../test/evm/explorerServer';
import { createHttp } from '../../../net/http';
import { createEvmConfig, type EvmChainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { explorerFixture } from '../fixtures/fixtures';
import { listHistory } from '../logic/listHistory';
import { fetchFeeData } from './feeData';
import { rpcFor } from './rpc';

let server: Awaited<ReturnType<typeof startFixtureServer>>;
let ctx: EvmCtx;
const ME = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x3333333333333333333333333333333333333333';

beforeAll(async () => {
  server = await startFixtureServer({
    '/api/transaction/list': explorerFixture('vicscan/transaction-list'),
    '/api/v2/addresses/0x1111111111111111111111111111111111111111/transactions': explorerFixture(
      'blockscout-v2/transactions',
    ),
    '/api/v2/addresses/0x1111111111111111111111111111111111111111/token-transfers': explorerFixture(
      'blockscout-v2/token-transfers',
    ),
    '/api/v5/explorer/address/normal-transaction-list': explorerFixture('oklink/normal-transaction-list'),
    '/api/v5/explorer/address/token-transaction-list': explorerFixture('oklink/token-transaction-list'),
    '/api': explorerFixture('blockscout-etherscan/txlist'),
    '/api/eth-rpc': explorerFixture('blockscout-etherscan/eth-rpc-gasPrice'),
    '/limited/v2/api': explorerFixture('etherscan-rate-limited'),
    '/rpc': { jsonrpc: '2.0', id: 1, result: '0x132b3e0' },
    '/rpcbatch': [{ jsonrpc: '2.0', id: 0, result: '0x1' }], // head 20100064: 60 confirmations for the token transfer
  });
  const at = (over: Partial<EvmChainConfig>) => ({ rpcUrls: [`${server.url}/rpc`], ...over });
  const config = createEvmConfig({
    profile: 'mainnet',
    keys: { oklink: ['OKKEY'], etherscan: [] },
    overrides: {
      viction: at({ explorers: [{ kind: 'vicscan', baseUrl: server.url }] }),
      ethereum_classic: at({ explorers: [{ kind: 'blockscout-v2', baseUrl: server.url }] }),
      ethereum_pow: at({
        explorers: [{ kind: 'oklink', baseUrl: server.url, keys: 'oklink', chainShortName: 'ETHW' }],
      }),
      polygon: at({
        explorers: [
          { kind: 'etherscan', baseUrl: `${server.url}/limited/v2/api`, keys: 'etherscan' },
          { kind: 'blockscout-etherscan', baseUrl: server.url },
        ],
      }),
    },
  });
  ctx = { http: createHttp({ retries: 0, backoffMs: 0 }), config, now: () => 0 };
});
afterAll(() => server?.close());

describe('explorer formats', () => {
  it('VicScan: transaction list with account, limit 20, statuses', async () => {
    const items = await listHistory(ctx, { chain: 'viction', address: ME });
    expect(items.map((i) => [i.amount, i.status, i.date, i.nonce])).toEqual([
      ['2500000000000000000', 'success', 1717171717000, 12],
      ['-1000', 'failed', 1717170000000, 11],
    ]);
    const q = server.seen.at(-1)!;
    expect(q.searchParams.get('account')).toBe(ME);
    expect(q.searchParams.get('limit')).toBe('20');
    expect(items[0]!.url).toBe(
      'https://www.vicscan.xyz/tx/0x9f1e6c8f0b3a2d7e4c5b6a7980f1e2d3c4b5a69788a9b0c1d2e3f405162738495',
    );
  });

  it('Blockscout v2: transactions (ok/error) and ERC-20 transfers with confirmations from the head', async () => {
    const txs = await listHistory(ctx, { chain: 'ethereum_classic', address: ME });
    expect(txs.map((t) => [t.amount, t.status, t.date])).toEqual([
      ['-1500000000000000000', 'success', Date.parse('2024-05-31T12:00:00Z')],
      ['0', 'failed', Date.parse('2024-05-30T08:30:00Z')],
    ]);
    const tok = await listHistory(ctx, { chain: 'ethereum_classic', address: ME, contractAddress: TOKEN });
    expect(tok).toEqual([
      expect.objectContaining({
        amount: '2500000',
        status: 'success',
        contractAddress: TOKEN,
        link: '0x7f5e4d3c2b1...',
      }),
    ]);
    expect(server.seen.at(-2)!.searchParams.get('token')).toBe(TOKEN);
  });

  it('OKLink: keyed only, whole-unit amounts converted with decimals (18 by default on PoW)', async () => {
    const txs = await listHistory(ctx, { chain: 'ethereum_pow', address: ME });
    expect(txs[0]).toMatchObject({ amount: '-250000000000000000', status: 'success', date: 1700000000000 });
    const tok = await listHistory(ctx, { chain: 'ethereum_pow', address: ME, contractAddress: TOKEN });
    expect(tok[0]).toMatchObject({ amount: '12500000000000000000', contractAddress: TOKEN });
    const q = server.seen.at(-2)!;
    expect(q.searchParams.get('chainShortName')).toBe('ETHW');
    expect(q.searchParams.get('tokenContractAddress')).toBe(TOKEN);
  });

  it("Polygon: Etherscan status '0' falls back to the Blockscout alternative, whose eth-rpc gives the gas price", async () => {
    const txs = await listHistory(ctx, { chain: 'polygon', address: ME });
    expect(txs[0]).toMatchObject({ amount: '-777', nonce: 9, status: 'success' });
    const cfg = ctx.config.chains.polygon!;
    const data = await fetchFeeData(
      ctx.http,
      ctx.config,
      { ...cfg, legacyGas: true },
      rpcFor(ctx.http, [`${server.url}/rpcbatch`]),
    );
    expect(data.gasPrice).toBe(0x3b9aca07n);
  });
});

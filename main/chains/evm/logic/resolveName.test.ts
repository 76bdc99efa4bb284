import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp } from '../../../net/http';
import { createEvmConfig, type EvmChainConfig, type LocalProfileOptions } from '../config';
import type { EvmCtx } from '../ctx';
import { createEvmWalletFamily } from '../walletFamily';
import { resolveName } from './resolveName';
import { appErrorOf } from '../../../../test/appErrorOf';

const ALLEN = '0x0e76a6dC9af8080b48C51E564e964CD15b9D6664';
let server: http.Server;
let baseUrl: string;
const seen: URL[] = [];

beforeAll(async () => {
  // SPACE ID's SID API wire format: one registered name
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    seen.push(u);
    const address =
      u.searchParams.get('domain') === 'allen.bnb' ? ALLEN.toLowerCase() : `0x${'0'.repeat(40)}`;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, address }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function localCtx(
  local: Partial<LocalProfileOptions> = {},
  overrides: Record<string, Partial<EvmChainConfig>> = {},
): EvmCtx {
  return {
    http: createHttp({ retries: 0, backoffMs: 0 }),
    config: createEvmConfig({ profile: 'local', local: { rpcPort: 1, ...local }, overrides }),
    now: Date.now,
  };
}

const failure = appErrorOf;

describe('resolveName', () => {
  it("dispatches on the chain's name service: SPACE ID from config answers for any chain it is set on", async () => {
    const spaceid = { kind: 'spaceid', baseUrl, tld: 'bnb' } as const;
    // BSC gets it the way the local setup gives it, polygon through a per-chain override
    const ctx = localCtx({ spaceIdUrl: baseUrl }, { polygon: { nameService: spaceid } });
    expect(await resolveName(ctx, 'binance_smart_chain', 'Allen.bnb')).toBe(ALLEN);
    expect(await resolveName(ctx, 'polygon', 'nobody.bnb')).toBeNull();
    expect(seen.map((u) => u.searchParams.get('domain'))).toEqual(['allen.bnb', 'nobody.bnb']);
  });

  it('a chain without a name service refuses with RULE and its display name', async () => {
    const e = await failure(resolveName(localCtx(), 'binance_smart_chain', 'allen.bnb'));
    expect(e.code).toBe('RULE');
    expect(e.message).toBe('Names are not supported on BNB Smart Chain');
  });

  it("an unknown chain is the spec's 'chain not supported'", async () => {
    const e = await failure(resolveName(localCtx(), 'dogechain', 'a.eth'));
    expect(e.code).toBe('NOT_FOUND');
    expect(e.message).toBe('chain not supported');
  });

  it('the EVM family forwards resolveName to the logic with its own config', async () => {
    const family = createEvmWalletFamily({
      network: 'local',
      local: { rpcUrl: 'http://127.0.0.1:1' },
      http: createHttp({ retries: 0 }),
    });
    const e = await failure(family.resolveName!('ethereum', 'alice.eth'));
    expect(e.message).toBe('Names are not supported on Ethereum');
  });
});

describe('name services per profile', () => {
  const services = (profile: 'mainnet' | 'testnet') =>
    Object.fromEntries(
      Object.values(createEvmConfig({ profile }).chains)
        .filter((c) => c.nameService)
        .map((c) => [c.chain, c.nameService]),
    );
  const ens = {
    kind: 'ens',
    registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
    universalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
  };

  it('mainnet: ENS on Ethereum, SPACE ID .bnb on BSC, nothing elsewhere', () => {
    expect(services('mainnet')).toEqual({
      ethereum: ens,
      binance_smart_chain: { kind: 'spaceid', baseUrl: 'https://api.prd.space.id', tld: 'bnb' },
    });
  });

  it('testnet: ENS on Sepolia only', () => {
    expect(services('testnet')).toEqual({ ethereum: ens });
  });

  it('local: none unless the local setup provides one', () => {
    expect(Object.values(localCtx().config.chains).some((c) => c.nameService)).toBe(false);
  });

  it('local: provided ENS and SPACE ID go to the chains that use that kind on mainnet', () => {
    const registry = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const chains = localCtx({ ens: { registry }, spaceIdUrl: 'http://127.0.0.1:9' }).config.chains;
    const withNames = Object.values(chains).filter((c) => c.nameService);
    expect(Object.fromEntries(withNames.map((c) => [c.chain, c.nameService]))).toEqual({
      ethereum: { kind: 'ens', registry },
      binance_smart_chain: { kind: 'spaceid', baseUrl: 'http://127.0.0.1:9', tld: 'bnb' },
    });
  });
});

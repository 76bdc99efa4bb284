import { describe, expect, it } from 'vitest';
import { localEndpointsFromEnv } from './localEndpoints';

describe('WALLET_LOCAL_ENDPOINTS', () => {
  it('reads the README example as it is written', () => {
    const raw =
      '{"evm":{"rpcUrl":"http://127.0.0.1:8545"},"utxo":{"litecoin":{"esploraUrl":"http://127.0.0.1:3002"}}}';
    expect(localEndpointsFromEnv(raw)).toEqual(JSON.parse(raw));
  });

  it('takes every key the README lists', () => {
    const all = {
      evm: {
        rpcUrl: 'http://127.0.0.1:8545',
        explorerUrl: 'http://127.0.0.1:9000/v2/api',
        ens: { registry: `0x${'1'.repeat(40)}`, universalResolver: `0x${'2'.repeat(40)}` },
        spaceIdUrl: 'http://127.0.0.1:9001',
      },
      utxo: {
        litecoin: { esploraUrl: 'http://127.0.0.1:3002' },
        bitcoin: { esploraUrl: 'http://127.0.0.1:3003' },
      },
      prices: { baseUrl: 'http://127.0.0.1:9002', coingeckoUrl: 'http://127.0.0.1:9003/api/v3' },
    };
    expect(localEndpointsFromEnv(JSON.stringify(all))).toEqual(all);
    expect(localEndpointsFromEnv(undefined)).toEqual({});
  });

  it('refuses what is not a loopback URL, an unknown key, and malformed JSON', () => {
    expect(() => localEndpointsFromEnv('{"evm":{"rpcUrl":"https://rpc.example"}}')).toThrow(/127\.0\.0\.1/);
    expect(() => localEndpointsFromEnv('{"utxo":{"litecoin":{"esploraUrl":"http://10.0.0.1:1"}}}')).toThrow(
      /127\.0\.0\.1/,
    );
    expect(() => localEndpointsFromEnv('{"nope":{"rpcUrl":"http://127.0.0.1:8899"}}')).toThrow(
      /WALLET_LOCAL_ENDPOINTS/,
    );
    expect(() => localEndpointsFromEnv('{"evm":{"rpcUrl":"http://127.0.0.1:1","x":1}}')).toThrow();
    expect(() => localEndpointsFromEnv('{"evm":{}}')).toThrow();
    expect(() => localEndpointsFromEnv('{')).toThrow(/not valid JSON/);
  });
});

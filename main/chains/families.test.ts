import { describe, expect, it } from 'vitest';
import { API_KEY_PROVIDERS } from '../../shared/chains/apiKeys';
import { FAMILY_CAPABILITIES } from '../../shared/chains/capabilities';
import { FAMILIES } from '../../shared/chains/families';
import { createHttp } from '../net/http';
import { buildFamilies, FAMILY_DESCRIPTORS } from './families';

/** Keys read outside the chain families (market prices). */
const NOT_FAMILY_KEYS = ['coinmarketcap'];

describe('the family descriptors', () => {
  it('name each family once, a family of the registry, with its shared capability row', () => {
    const names = FAMILY_DESCRIPTORS.map((d) => d.family);
    expect(new Set(names).size).toBe(names.length);
    for (const d of FAMILY_DESCRIPTORS) {
      expect(FAMILIES).toContain(d.family);
      expect(d.capabilities).toBe(FAMILY_CAPABILITIES[d.family]);
    }
  });

  it('claim every row of the API-key table exactly once (or leave it to the price feed)', () => {
    const claimed = FAMILY_DESCRIPTORS.flatMap((d) => d.apiKeys.map((k) => k.id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect([...claimed, ...NOT_FAMILY_KEYS].sort()).toEqual(API_KEY_PROVIDERS.map((p) => p.id).sort());
    for (const d of FAMILY_DESCRIPTORS)
      for (const k of d.apiKeys) expect(API_KEY_PROVIDERS).toContainEqual(k);
  });

  it('build each family from its own local part and only its own keys', () => {
    const seen: Record<string, unknown> = {};
    const spied = FAMILY_DESCRIPTORS.map((d) => ({
      ...d,
      create: (ctx: unknown) => {
        seen[d.family] = ctx;
        return d.create(ctx as never);
      },
    }));
    const http = createHttp({ retries: 0 });
    const local = {
      evm: { rpcUrl: 'http://127.0.0.1:8545' },
      utxo: { litecoin: { esploraUrl: 'http://127.0.0.1:3002' } },
    };
    const keys = { etherscan: ['E'], blockcypher: ['B'], coinmarketcap: ['C'] };
    const built = buildFamilies({ network: 'local', local, http, keys }, spied);
    expect(Object.keys(built).sort()).toEqual(FAMILY_DESCRIPTORS.map((d) => d.family).sort());
    expect(seen.evm).toEqual({ network: 'local', http, local: local.evm, keys: { etherscan: ['E'] } });
    expect(seen.utxo).toEqual({ network: 'local', http, local: local.utxo, keys: { blockcypher: ['B'] } });
    expect(built.evm!.network).toBe('regtest');
  });
});

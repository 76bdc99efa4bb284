import { describe, expect, it } from 'vitest';
import { API_KEY_PROVIDERS } from '../../shared/chains/apiKeys';
import { FAMILIES, FAMILY_MODULES } from '../../shared/chains/families';
import { createHttp } from '../net/http';
import { buildFamilies, FAMILY_DESCRIPTORS } from './families';
import type { FamilyDescriptor } from './descriptor';
import type { WalletFamily } from './family';
import { rippleFamily } from './ripple';

const OPTIONAL = [
  'balances',
  'tokenInfo',
  'resolveName',
  'searchTokens',
  'replace',
  'trustlines',
  'nfts',
] as const;

/** Keys read outside the chain families (market prices). */
const NOT_FAMILY_KEYS = ['coinmarketcap'];

describe('the family descriptors', () => {
  it('name each family once, a family of the registry', () => {
    const names = FAMILY_DESCRIPTORS.map((d) => d.family);
    expect(new Set(names).size).toBe(names.length);
    for (const d of FAMILY_DESCRIPTORS) {
      expect(FAMILIES).toContain(d.family);
    }
  });

  it('give every slot a family declares a check, and check no slot it does not declare (issue 35)', () => {
    for (const d of FAMILY_DESCRIPTORS) {
      const declared = FAMILY_MODULES.find((m) => m.family === d.family)?.nodeSlots ?? [];
      // every family has at least its node: Settings → Networks offers one for each chain
      expect(declared.length, d.family).toBeGreaterThan(0);
      expect(Object.keys(d.nodeSlots ?? {}).sort(), d.family).toEqual(declared.map((s) => s.slot).sort());
    }
  });

  it('claim every row of the API-key table exactly once (or leave it to the price feed)', () => {
    const claimed = FAMILY_DESCRIPTORS.flatMap((d) => d.apiKeys.map((k) => k.id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect([...claimed, ...NOT_FAMILY_KEYS].sort()).toEqual(API_KEY_PROVIDERS.map((p) => p.id).sort());
    for (const d of FAMILY_DESCRIPTORS)
      for (const k of d.apiKeys) expect(API_KEY_PROVIDERS).toContainEqual(k);
  });

  it('build each family from its own local part and only its own keys', async () => {
    const seen: Record<string, unknown> = {};
    const loaded: string[] = [];
    const spied = FAMILY_DESCRIPTORS.map((d) => ({
      ...d,
      load: async () => {
        loaded.push(d.family);
        const create = await d.load();
        return (ctx: unknown) => {
          seen[d.family] = ctx;
          return create(ctx as never);
        };
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
    // nothing is imported until a family is used
    expect(loaded).toEqual([]);
    await Promise.all([built.evm!.warm(), built.utxo!.warm()]);
    expect(loaded.sort()).toEqual(['evm', 'utxo']);
    expect(seen.evm).toEqual({ network: 'local', http, local: local.evm, keys: { etherscan: ['E'] } });
    expect(seen.utxo).toEqual({ network: 'local', http, local: local.utxo, keys: { blockcypher: ['B'] } });
    expect(built.evm!.network).toBe('regtest');
  }, 60_000);

  it('declare in their traits exactly the shape of the family their module builds', async () => {
    const http = createHttp({ retries: 0 });
    for (const d of FAMILY_DESCRIPTORS) {
      const create = await d.load();
      for (const network of ['mainnet', 'testnet', 'local'] as const) {
        const real = create({ network, http, keys: {} } as never);
        const lazy = buildFamilies({ network, local: {}, http }, [d])[d.family]!;
        const shape = (f: WalletFamily) => ({
          network: f.network,
          usesAccountKey: f.usesAccountKey,
          needsPublicKey: f.needsPublicKey,
          confirmPolicy: f.confirmPolicy,
          pendingStatus: f.pendingStatus,
          sortPending: f.sortPending,
          calls: OPTIONAL.filter((c) => f[c] !== undefined),
          staking: f.staking && {
            actions: [...f.staking.actions],
            details: f.staking.details !== undefined,
          },
          trustlines: f.trustlines && Object.keys(f.trustlines).sort(),
        });
        expect(shape(lazy), `${d.family} on ${network}`).toEqual(shape(real));
      }
    }
    // every family's chain libraries load here: slow on a busy 2-core machine
  }, 120_000);

  it('load a family once, and again after a failed import', async () => {
    const http = createHttp({ retries: 0 });
    let tries = 0;
    const failing: FamilyDescriptor = {
      ...(rippleFamily as unknown as FamilyDescriptor),
      load: async () => {
        tries++;
        if (tries === 1) throw new Error('import failed');
        return (rippleFamily as unknown as FamilyDescriptor).load();
      },
    };
    const f = buildFamilies({ network: 'local', local: {}, http }, [failing]).ripple!;
    expect(tries).toBe(0);
    await expect(f.snapshot({} as never)).rejects.toThrow('import failed');
    await f.warm();
    await f.warm();
    expect(tries).toBe(2);
  });
});

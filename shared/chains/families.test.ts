import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN_NAMES } from '../catalogue/defaults';
import { API_KEY_PROVIDERS } from './apiKeys';
import { FAMILIES, FAMILY_MODULES, familyModule } from './families';
import { CHAINS, type ChainInfo } from './registry';

describe('the family list, from which every shared table is derived', () => {
  it('names each family once, and each module holds only its own chains', () => {
    expect(new Set(FAMILIES).size).toBe(FAMILIES.length);
    for (const m of FAMILY_MODULES) {
      expect(m.chains.length).toBeGreaterThan(0);
      for (const c of m.chains) expect(c.family).toBe(m.family);
      expect(familyModule(m.family)).toBe(m);
    }
  });

  it('gives the registry every chain once, family by family in the list order', () => {
    const rows = FAMILY_MODULES.flatMap((m): readonly ChainInfo[] => m.chains);
    expect([...CHAINS.keys()]).toEqual(rows.map((c) => c.name));
    expect(CHAINS.size).toBe(33);
  });

  it('prices every native coin by an id, and ranks the new-wallet coins 1 to n without a gap', () => {
    for (const c of CHAINS.values()) expect(c.priceId, c.name).toMatch(/^[a-z0-9-]+$/);
    const ranks = [...CHAINS.values()].flatMap((c) =>
      c.newWalletRank === undefined ? [] : [c.newWalletRank],
    );
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks.map((_, i) => i + 1));
    expect(DEFAULT_CHAIN_NAMES.slice(0, 3)).toEqual(['bitcoin', 'ethereum', 'binance_smart_chain']);
  });

  it('keeps API key ids unique and each dapp namespace with one family', () => {
    const ids = API_KEY_PROVIDERS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const claimed = FAMILY_MODULES.flatMap((m) => (m.dappNamespaces ?? []).map((n) => [n, m.family]));
    expect(Object.fromEntries(claimed)).toEqual({ eip155: 'evm', solana: 'solana' });
    expect(claimed).toHaveLength(2);
  });
});

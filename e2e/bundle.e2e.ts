import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMES } from '../shared/chains/registry';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

// The bundles are what users run: a library that loads a file beside itself (wasm) or a
// dynamic require breaks there and nowhere in the source-level tests.
describe('the built bundles', () => {
  it('derive an address for every chain from dist/cli/wallet.cjs', () => {
    const input = CHAIN_NAMES.map((chain) => JSON.stringify({ chain, mnemonic: ABANDON })).join('\n');
    const r = spawnSync(process.execPath, ['dist/cli/wallet.cjs', 'derive'], { input, encoding: 'utf8' });
    expect(r.status).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { chain?: string; address?: string; error?: string });
    expect(out.filter((o) => o.error)).toEqual([]);
    expect(out.map((o) => o.chain)).toEqual([...CHAIN_NAMES]);
    expect(out.every((o) => typeof o.address === 'string' && o.address.length > 20)).toBe(true);
  });
});

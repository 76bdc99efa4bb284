// What the wallet calls a Hub denom: metadata first, an IBC voucher's base denom and path
// otherwise, the SDK's unit prefixes for the decimals only where nothing else says.
import { describe, expect, it } from 'vitest';
import { canonicalDenom, describeDenom } from './denom';

describe('Cosmos Hub denoms', () => {
  it('names a denom from its metadata, the display unit giving the decimals', () => {
    const meta = { display: 'foo', name: 'Foo Coin', symbol: 'FOO', exponent: 2 };
    expect(describeDenom('factory/cosmos1x/foo', meta, null)).toEqual({
      name: 'Foo Coin',
      symbol: 'FOO',
      decimals: 2,
    });
    // no symbol: the display unit upper-cased
    expect(describeDenom('ufoo', { ...meta, symbol: '', name: '' }, null)).toEqual({
      name: 'FOO',
      symbol: 'FOO',
      decimals: 2,
    });
  });

  it('without metadata: the trace’s base denom, its unit prefix for the decimals', () => {
    const ibc = { base: 'uosmo', path: 'transfer/channel-141' };
    expect(describeDenom('ibc/X', null, ibc)).toEqual({
      name: 'OSMO via IBC transfer/channel-141',
      symbol: 'OSMO',
      decimals: 6,
    });
    expect(describeDenom('ibc/Y', null, { base: 'aevmos', path: 'transfer/channel-292' }).decimals).toBe(18);
    expect(describeDenom('ibc/Z', null, { base: 'nanolike', path: 'transfer/channel-1' }).decimals).toBe(9);
    expect(describeDenom('factory/cosmos1x/bar', null, null)).toEqual({
      name: 'BAR',
      symbol: 'BAR',
      decimals: 0,
    });
    // metadata without the display unit does not give decimals
    expect(
      describeDenom('uatomx', { display: 'x', name: 'X', symbol: 'X', exponent: undefined }, null).decimals,
    ).toBe(6);
  });

  it('writes an IBC hash upper-case and refuses what x/bank would', () => {
    expect(canonicalDenom(` ibc/${'ab'.repeat(32)} `)).toBe(`ibc/${'AB'.repeat(32)}`);
    expect(canonicalDenom('factory/cosmos1x/Foo')).toBe('factory/cosmos1x/Foo');
    for (const bad of ['1abc', 'ab', 'a b c', 'x'.repeat(129)])
      expect(() => canonicalDenom(bad)).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
  });
});

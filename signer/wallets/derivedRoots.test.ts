import { describe, expect, it } from 'vitest';
import { DerivedRoots } from './derivedRoots';

describe('DerivedRoots', () => {
  it('computes a root once and wipes every root it holds', () => {
    const roots = new DerivedRoots();
    let calls = 0;
    const make = () => {
      calls++;
      return new Uint8Array([1, 2, 3]);
    };
    const a = roots.get('cardano:icarus', make);
    expect(roots.get('cardano:icarus', make)).toBe(a);
    expect(calls).toBe(1);
    roots.wipe();
    expect([...a]).toEqual([0, 0, 0]);
    // after a wipe the next use computes afresh
    expect([...roots.get('cardano:icarus', make)]).toEqual([1, 2, 3]);
    expect(calls).toBe(2);
  });
});

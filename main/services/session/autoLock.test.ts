import { describe, expect, it } from 'vitest';
import { AutoLock } from './autoLock';

describe('AutoLock', () => {
  const setup = (minutes: number) => {
    let now = 0;
    let locks = 0;
    const a = new AutoLock(
      () => minutes,
      () => locks++,
      () => now,
      1e9,
    );
    a.start();
    return { a, advance: (ms: number) => (now += ms), locks: () => locks };
  };

  it('locks after lockTime minutes without activity', () => {
    const t = setup(2);
    t.advance(119_000);
    t.a.check();
    expect(t.locks()).toBe(0);
    t.advance(1_000);
    t.a.check();
    expect(t.locks()).toBe(1);
    t.a.stop();
  });

  it('activity postpones the lock', () => {
    const t = setup(1);
    t.advance(50_000);
    t.a.touch();
    t.advance(50_000);
    t.a.check();
    expect(t.locks()).toBe(0);
    t.a.stop();
  });

  it('0 minutes never locks on inactivity', () => {
    const t = setup(0);
    t.advance(10 * 24 * 3600_000);
    t.a.check();
    expect(t.locks()).toBe(0);
    t.a.stop();
  });
});

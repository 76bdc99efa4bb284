import { describe, expect, it } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  it('runs the first call, drops calls within the interval, runs again after it', () => {
    let t = 1_000;
    let runs = 0;
    const touch = throttle(
      () => runs++,
      20_000,
      () => t,
    );
    touch();
    t += 19_999;
    touch();
    expect(runs).toBe(1);
    t += 1;
    touch();
    touch();
    expect(runs).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { EventBus } from '../../ipc/events';
import { syncProgressTo } from './syncProgress';

describe('syncProgressTo', () => {
  it('sends at most one event per interval, and the last one on flush', () => {
    const bus = new EventBus();
    const seen: unknown[] = [];
    bus.subscribe((name, payload) => {
      if (name === 'coin.sync') seen.push(payload);
    });
    let t = 0;
    const p = syncProgressTo(bus, 'c1', () => t, 200);
    p.onProgress({ checked: 1, used: 1, transactions: 2 });
    t = 50;
    p.onProgress({ checked: 2, used: 1, transactions: 2 });
    t = 100;
    p.onProgress({ checked: 3, used: 2, transactions: 3 });
    expect(seen).toEqual([{ coinId: 'c1', checked: 1, used: 1, transactions: 2 }]);
    t = 250;
    p.onProgress({ checked: 4, used: 2, transactions: 3 });
    t = 260;
    p.onProgress({ checked: 5, used: 3, transactions: 5 });
    p.flush();
    p.flush();
    expect(seen).toEqual([
      { coinId: 'c1', checked: 1, used: 1, transactions: 2 },
      { coinId: 'c1', checked: 4, used: 2, transactions: 3 },
      { coinId: 'c1', checked: 5, used: 3, transactions: 5 },
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCache } from './openCache';
import { openTempCache, type TempCache } from '../../test/cache/tempCache';

let t: TempCache;
beforeEach(() => {
  t = openTempCache();
});
afterEach(() => t.cleanup());

describe('appStateRepo', () => {
  it('round-trips JSON values across a reopen', () => {
    const s = t.cache.appState;
    expect(s.get('settings')).toBeUndefined();
    s.set('settings', { localCurrency: 'EUR', notifications: { received: true, sent: false } });
    s.set('flag', true);
    s.set('flag', false);
    t.cache.close();
    const again = openCache({ file: t.file, key: t.key });
    expect(again.appState.get('settings')).toEqual({
      localCurrency: 'EUR',
      notifications: { received: true, sent: false },
    });
    expect(again.appState.get('flag')).toBe(false);
    again.appState.remove('flag');
    expect(again.appState.get('flag')).toBeUndefined();
    again.close();
  });

  it('keeps the current wallet index, 0 until set, and refuses a bad one', () => {
    const s = t.cache.appState;
    expect(s.getCurrentWalletIndex()).toBe(0);
    s.setCurrentWalletIndex(2);
    expect(s.getCurrentWalletIndex()).toBe(2);
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(() => s.setCurrentWalletIndex(bad)).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
    }
    s.set('currentWalletIndex', 'garbage');
    expect(s.getCurrentWalletIndex()).toBe(0);
  });
});

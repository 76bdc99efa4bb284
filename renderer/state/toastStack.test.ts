import { describe, expect, it } from 'vitest';
import { pushToast, TOAST_CAP, toastsForPage } from './toastStack';
import { TOAST_DURATION_MS, type Toast, type ToastKind } from './toasts';

const t = (id: number, kind: ToastKind = 'success'): Toast => ({ id, kind, title: `t${id}` });

describe('pushToast', () => {
  it('puts the newest first', () => {
    expect(pushToast([t(1)], t(2)).map((x) => x.id)).toEqual([2, 1]);
  });

  it('never holds more than the cap', () => {
    let s: Toast[] = [];
    for (let i = 1; i <= 9; i++) s = pushToast(s, t(i));
    expect(s.map((x) => x.id)).toEqual([9, 8, 7, 6]);
    expect(s).toHaveLength(TOAST_CAP);
  });

  it('drops a toast that would leave anyway before an error the user has not read', () => {
    const s = [t(4), t(3), t(2), t(1, 'error')];
    expect(pushToast(s, t(5)).map((x) => x.id)).toEqual([5, 4, 3, 1]);
  });

  it('drops the oldest when every toast is sticky', () => {
    const s = [t(4, 'error'), t(3, 'warning'), t(2, 'warning'), t(1, 'error')];
    expect(pushToast(s, t(5, 'error')).map((x) => x.id)).toEqual([5, 4, 3, 2]);
  });

  it('an update moves the toast to the top without a copy', () => {
    const s = [t(2), t(1, 'progress')];
    expect(pushToast(s, t(1, 'success')).map((x) => `${x.id}${x.kind}`)).toEqual(['1success', '2success']);
  });
});

describe('toastsForPage', () => {
  it('keeps the toasts of the page arrived on and those about a transaction', () => {
    const s: Toast[] = [
      { ...t(1), page: '/settings' },
      { ...t(2, 'error'), page: '/home' },
      { ...t(3, 'progress'), page: '/home/coin/x/send', keep: true },
      { ...t(4, 'warning'), page: '/settings' },
    ];
    expect(toastsForPage(s, '/settings').map((x) => x.id)).toEqual([1, 3, 4]);
    expect(toastsForPage(s, '/home').map((x) => x.id)).toEqual([2, 3]);
  });
});

describe('TOAST_DURATION_MS', () => {
  it('lets progress and success leave after a few seconds and keeps errors and warnings until closed', () => {
    for (const kind of ['progress', 'success'] as const) {
      expect(TOAST_DURATION_MS[kind]).toBeGreaterThan(0);
      expect(TOAST_DURATION_MS[kind]!).toBeLessThanOrEqual(8_000);
    }
    expect(TOAST_DURATION_MS.error).toBeNull();
    expect(TOAST_DURATION_MS.warning).toBeNull();
  });
});

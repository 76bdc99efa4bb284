import type { NotificationConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createNotifier, toPlainText } from './notify';

function fakeNotification(supported: boolean) {
  const shown: NotificationConstructorOptions[] = [];
  class FakeNotification {
    static isSupported() {
      return supported;
    }
    constructor(readonly options: NotificationConstructorOptions) {}
    show() {
      shown.push(this.options);
    }
  }
  return { shown, FakeNotification };
}

describe('toPlainText', () => {
  it('removes markup, controls and bidi overrides', () => {
    expect(toPlainText('<b>Received</b> 1 ETH & more', 100)).toBe('bReceived/b 1 ETH + more');
    expect(toPlainText('line1\nline2\t\u0000end', 100)).toBe('line1 line2 end');
    expect(toPlainText('to 0xabc\u202edef', 100)).toBe('to 0xabc def');
    expect(toPlainText('<img src=x onerror=alert(1)>', 100)).not.toMatch(/[<>]/);
  });

  it('cuts long text with an ellipsis', () => {
    const out = toPlainText('x'.repeat(500), 10);
    expect(out).toHaveLength(10);
    expect(out.endsWith('…')).toBe(true);
  });
});

describe('createNotifier', () => {
  it('shows a plain-text notification where supported', () => {
    const { shown, FakeNotification } = fakeNotification(true);
    const notify = createNotifier(FakeNotification);
    expect(notify('Received <i>BTC</i>', '0.5 BTC\non bitcoin')).toBe(true);
    expect(shown).toEqual([{ title: 'Received iBTC/i', body: '0.5 BTC on bitcoin', silent: false }]);
  });

  it('does nothing where notifications are unsupported', () => {
    const { shown, FakeNotification } = fakeNotification(false);
    expect(createNotifier(FakeNotification)('t', 'b')).toBe(false);
    expect(shown).toEqual([]);
  });
});

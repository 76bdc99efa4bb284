import { describe, expect, it } from 'vitest';
import { walletTotals } from './walletTotals';

const prices = new Map<string, string | null>([
  ['ETH', '3000.005'],
  ['BTC', '60000'],
  ['XYZ', null],
]);

describe('walletTotals', () => {
  it('totals each wallet and all of them, to the cent', () => {
    const t = walletTotals(
      [
        {
          walletId: 'a',
          coins: [
            { coinId: 'e', symbol: 'ETH', balance: '1' },
            { coinId: 'b', symbol: 'BTC', balance: '0.5' },
          ],
        },
        { walletId: 'b', coins: [{ coinId: 'e', symbol: 'eth', balance: '0.1' }] },
        { walletId: 'c', coins: [{ coinId: 'x', symbol: 'XYZ', balance: '5' }] },
      ],
      prices,
      'USD',
    );
    // 3000.005 rounds half-up to 3000.01; 0.1 × 3000.005 = 300.0005 → 300.00
    expect(t.byWallet.get('a')).toBe('33000.01');
    expect(t.byWallet.get('b')).toBe('300.00');
    expect(t.byWallet.get('c')).toBeNull();
    expect(t.total).toBe('33300.01');
  });
  it('has no total when nothing is priced', () => {
    const t = walletTotals(
      [{ walletId: 'a', coins: [{ coinId: 'b', symbol: 'BTC', balance: null }] }],
      prices,
      'JPY',
    );
    expect(t.total).toBeNull();
  });
});

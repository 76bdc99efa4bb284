import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '../../../shared/contract/history';
import { applyFilter, coinOptions, exportName } from './historyFilters';

const base = {
  link: '',
  url: '',
  status: 'success' as const,
  from: 'a',
  to: 'b',
  walletId: '1',
  walletName: 'Main',
};
const rows: HistoryRow[] = [
  {
    ...base,
    hash: '1',
    amount: '1',
    date: 3,
    direction: 'in',
    coinId: 'ethereum:native',
    symbol: 'ETH',
    chainName: 'ethereum',
    chainDisplayName: 'Ethereum',
  },
  {
    ...base,
    hash: '2',
    amount: '-1',
    date: 2,
    direction: 'out',
    coinId: 'bitcoin:native',
    symbol: 'BTC',
    chainName: 'bitcoin',
    chainDisplayName: 'Bitcoin',
  },
  {
    ...base,
    hash: '3',
    amount: '-2',
    date: 1,
    direction: 'out',
    coinId: 'ethereum:native',
    symbol: 'ETH',
    chainName: 'ethereum',
    chainDisplayName: 'Ethereum',
  },
];

describe('history filters', () => {
  it('offers each coin once, by label', () => {
    expect(coinOptions(rows)).toEqual([
      { coinId: 'bitcoin:native', label: 'BTC · Bitcoin' },
      { coinId: 'ethereum:native', label: 'ETH · Ethereum' },
    ]);
  });

  it('filters by coin and direction together, keeping the order', () => {
    expect(applyFilter(rows, { coinId: 'ethereum:native', direction: 'out' }).map((r) => r.hash)).toEqual([
      '3',
    ]);
    expect(applyFilter(rows, { coinId: null, direction: 'out' }).map((r) => r.hash)).toEqual(['2', '3']);
    expect(applyFilter(rows, { coinId: null, direction: null })).toHaveLength(3);
  });

  it('names the export by wallet and day, with nothing a file system would refuse', () => {
    const now = new Date(Date.UTC(2026, 10, 24));
    expect(exportName(now, 'My / Wallet: 1')).toBe('transactions-My-Wallet-1-2026-11-24.csv');
    expect(exportName(now, null)).toBe('transactions-all-wallets-2026-11-24.csv');
  });
});

import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '../contract/history';
import { csvCell, toCsv } from './toCsv';

const row: HistoryRow = {
  hash: '0xabc',
  link: '0xabc...',
  url: 'https://etherscan.io/tx/0xabc',
  amount: '-1.500000000000000001',
  status: 'success',
  date: Date.UTC(2026, 10, 24, 12, 30, 0),
  from: '0x1111',
  to: '0x2222',
  direction: 'out',
  fee: '0.000021 ETH',
  memo: { kind: 'text', value: 'rent, "November"' },
  walletId: '1',
  walletName: 'Main',
  coinId: 'ethereum:native',
  symbol: 'ETH',
  chainName: 'ethereum',
  chainDisplayName: 'Ethereum',
};

describe('toCsv', () => {
  it('writes a header and one line per row, amounts exact, CRLF ends', () => {
    const csv = toCsv([row, { ...row, direction: 'in', amount: '2', memo: undefined, fee: undefined }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Date (UTC),Wallet,Chain,Coin,Direction,Amount,Fee,Status,From,To,Memo,Hash,Explorer',
    );
    expect(lines[1]).toBe(
      '2026-11-24T12:30:00.000Z,Main,Ethereum,ETH,Sent,-1.500000000000000001,0.000021 ETH,success,0x1111,0x2222,"rent, ""November""",0xabc,https://etherscan.io/tx/0xabc',
    );
    expect(lines[2]).toContain(',Received,2,,success,');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('defuses text a spreadsheet would run as a formula, but keeps negative numbers numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('-0.5')).toBe('-0.5');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
  });
});

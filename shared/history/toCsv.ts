import type { HistoryRow } from '../contract/history';

/** The columns of an export, in order: what an accountant's spreadsheet needs from each row. */
const COLUMNS: readonly [string, (r: HistoryRow) => string][] = [
  ['Date (UTC)', (r) => new Date(r.date).toISOString()],
  ['Wallet', (r) => r.walletName],
  ['Chain', (r) => r.chainDisplayName],
  ['Coin', (r) => r.symbol],
  ['Direction', (r) => ({ in: 'Received', out: 'Sent', self: 'To self' })[r.direction]],
  ['Amount', (r) => r.amount],
  ['Fee', (r) => r.fee ?? ''],
  ['Status', (r) => r.status],
  ['From', (r) => r.from],
  ['To', (r) => r.to],
  ['Memo', (r) => r.memo?.value ?? ''],
  ['Hash', (r) => r.hash],
  ['Explorer', (r) => r.url],
];

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One cell, RFC 4180 quoted when it holds a separator, a quote or a line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe:
 * memos and names come from other people. Plain numbers, negative ones included, stay numbers.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as a CSV document with a header line, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly HistoryRow[]): string {
  const lines = [COLUMNS.map(([h]) => csvCell(h)).join(',')];
  for (const r of rows) lines.push(COLUMNS.map(([, get]) => csvCell(get(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

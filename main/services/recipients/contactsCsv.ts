import type { Contact } from '../../../shared/contract/addressBook';

const HEADER = ['name', 'chain', 'address'];

/** A field as RFC 4180 writes it; a leading = + - @ is prefixed with ' so spreadsheets do not run it. */
function field(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The address book as CSV: a header row, then name, chain, address per contact. */
export function toContactsCsv(contacts: readonly Contact[]): string {
  const lines = [HEADER.join(',')];
  for (const c of contacts) lines.push([c.name, c.chainName, c.address].map(field).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF or LF). */
function records(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cur);
      cur = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cur);
      out.push(row);
      row = [];
      cur = '';
    } else cur += ch;
  }
  if (cur !== '' || row.length) {
    row.push(cur);
    out.push(row);
  }
  return out;
}

export interface CsvContactRow {
  line: number;
  name: string;
  chainName: string;
  address: string;
}

/**
 * Rows of a contacts CSV: the header names the columns (name, chain, address, in any order);
 * blank lines are skipped, a row missing a field is rejected with its line number.
 */
export function parseContactsCsv(text: string): {
  rows: CsvContactRow[];
  rejected: { line: number; reason: string }[];
} {
  const all = records(text.replace(/^\uFEFF/, ''));
  const rejected: { line: number; reason: string }[] = [];
  const header = (all[0] ?? []).map((h) => h.trim().toLowerCase());
  const col = (n: string) => header.indexOf(n);
  if (HEADER.some((h) => col(h) < 0))
    return {
      rows: [],
      rejected: [{ line: 1, reason: 'The first row must name the columns name, chain, address' }],
    };
  const rows: CsvContactRow[] = [];
  all.slice(1).forEach((r, i) => {
    const line = i + 2;
    if (r.every((f) => f.trim() === '')) return;
    const get = (n: string) => (r[col(n)] ?? '').trim();
    const name = get('name').replace(/^'(?=[=+\-@])/, '');
    const chainName = get('chain');
    const address = get('address');
    if (!name || !chainName || !address)
      rejected.push({ line, reason: 'A name, a chain and an address are needed' });
    else rows.push({ line, name, chainName, address });
  });
  return { rows, rejected };
}

/**
 * The one edit main makes to a node-built transaction: putting a memo into a TRC-20 call.
 * java-tron's triggersmartcontract takes no memo, so, as tronweb's addUpdateData does, the memo
 * is written into Transaction.raw field 10 (`data`, bytes) of the node's raw_data bytes, which
 * are otherwise kept exactly. The signer decodes the result itself and compares the memo.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';

const DATA_FIELD = 10;
const LENGTH_DELIMITED = 2;

function readVarint(b: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  for (let i = at; i < b.length && i < at + 10; i++) {
    value += (b[i]! & 0x7f) * 2 ** shift;
    if ((b[i]! & 0x80) === 0) return [value, i + 1];
    shift += 7;
  }
  throw new AppError('NETWORK', 'The node built a transaction that does not decode');
}

function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
  return out;
}

/** The top-level fields of a protobuf message: number and byte span (tag included). */
function fieldsOf(b: Uint8Array): { field: number; start: number; end: number }[] {
  const out: { field: number; start: number; end: number }[] = [];
  let i = 0;
  while (i < b.length) {
    const start = i;
    const [tag, afterTag] = readVarint(b, i);
    const wire = tag & 7;
    i = afterTag;
    if (wire === 0) i = readVarint(b, i)[1];
    else if (wire === 1) i += 8;
    else if (wire === 5) i += 4;
    else if (wire === LENGTH_DELIMITED) {
      const [len, next] = readVarint(b, i);
      i = next + len;
    } else throw new AppError('NETWORK', 'The node built a transaction that does not decode');
    if (i > b.length) throw new AppError('NETWORK', 'The node built a transaction that does not decode');
    out.push({ field: Math.floor(tag / 8), start, end: i });
  }
  return out;
}

/** raw_data bytes with `memo` (UTF-8) as their data field, fields kept in number order. */
export function withMemo(rawDataHex: string, memo: string): { rawDataHex: string; txID: string } {
  const raw = hex.decode(rawDataHex);
  const fields = fieldsOf(raw).filter((f) => f.field !== DATA_FIELD);
  const text = new TextEncoder().encode(memo);
  const data = Uint8Array.from([(DATA_FIELD << 3) | LENGTH_DELIMITED, ...varint(text.length), ...text]);
  const parts: Uint8Array[] = [];
  let placed = false;
  for (const f of fields) {
    if (!placed && f.field > DATA_FIELD) {
      parts.push(data);
      placed = true;
    }
    parts.push(raw.subarray(f.start, f.end));
  }
  if (!placed) parts.push(data);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return { rawDataHex: hex.encode(out), txID: hex.encode(sha256(out)) };
}

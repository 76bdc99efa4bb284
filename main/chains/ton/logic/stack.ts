import { beginCell, Cell, type Address } from '@ton/core';
import { AppError } from '../../../../shared/errors';
import type { StackEntry } from '../network';

const bad = (what: string) => new AppError('NETWORK', `toncenter get method: ${what}`);

/** a v2 'num' entry ('0x…' or '-0x…') */
export function numOf(e: StackEntry | undefined): bigint {
  if (!e || e[0] !== 'num' || typeof e[1] !== 'string' || !/^-?0x[0-9a-fA-F]{1,80}$/.test(e[1]))
    throw bad('not a number');
  return e[1].startsWith('-') ? -BigInt(e[1].slice(1)) : BigInt(e[1]);
}

/** a v2 'cell' or 'slice' entry: { bytes: base64 boc } */
export function cellOf(e: StackEntry | undefined): Cell {
  const v = e?.[1] as { bytes?: unknown } | undefined;
  if (!e || (e[0] !== 'cell' && e[0] !== 'slice') || typeof v?.bytes !== 'string') throw bad('not a cell');
  try {
    return Cell.fromBase64(v.bytes);
  } catch {
    throw bad('not a boc');
  }
}

/** an address as a get method's argument */
export const addressArg = (a: Address): StackEntry => [
  'tvm.Slice',
  beginCell().storeAddress(a).endCell().toBoc().toString('base64'),
];

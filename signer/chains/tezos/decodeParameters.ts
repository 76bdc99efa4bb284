/**
 * A transaction's parameters read from the forged bytes by the signer itself (issue 37): the
 * entrypoint and the Micheline value, in the binary encoding of octez's
 * `Micheline_encoding` / `Data_encoding` (tag 0x00 int as a signed zarith, 0x01 string and 0x02
 * sequence each after a 4-byte big-endian length, 0x07 a primitive with two arguments and no
 * annotations). Only what an FA1.2 or FA2 `transfer` is made of is read: ints, strings, sequences
 * and `Pair` with two arguments; bytes, annotations, other primitives and n-ary pairs are
 * refused, never guessed at. Canonical forms need no check here: decodeOperation holds the
 * whole operation to Taquito's re-encoding of it.
 */
import { AppError } from '../../../shared/errors';

const refused = () => new AppError('INTENT_MISMATCH', 'parameters');
/** a read past the end of the bytes (or of a value's declared length): said apart from other refusals */
const cutShort = () => new AppError('INTENT_MISMATCH', 'parameters (the bytes end early)');

/** The Micheline values a token transfer is built of. */
export type Micheline = { int: bigint } | { string: string } | { pair: [Micheline, Micheline] } | Micheline[];

export interface TransactionParameters {
  entrypoint: string;
  value: Micheline;
}

/** octez's entrypoints with a one-byte tag (Entrypoint_repr); any other is 0xff and its name */
const TAGGED_ENTRYPOINTS = ['default', 'root', 'do', 'set_delegate', 'remove_delegate', 'deposit'];
const OPERATION_TAG_TRANSACTION = 0x6c;
/** a public key hash: its curve tag and 20 bytes */
const SOURCE_BYTES = 21;
/** a contract id: implicit (0x00, pkh) or originated (0x01, 20 bytes, padding): 22 bytes */
const DESTINATION_BYTES = 22;
/** fee, counter, gas_limit, storage_limit, amount: each a zarith */
const ZARITH_FIELDS = 5;
const PAIR = 0x07;

class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}
  byte(): number {
    const b = this.bytes[this.at++];
    if (b === undefined) throw cutShort();
    return b;
  }
  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw cutShort();
    const out = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  u32(): number {
    const [a, b, c, d] = this.take(4) as unknown as [number, number, number, number];
    return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
  }
  skipZarith(): void {
    while (this.byte() & 0x80);
  }
  get done(): boolean {
    return this.at === this.bytes.length;
  }
}

const ascii = (b: Uint8Array) => String.fromCharCode(...b);

/** A signed zarith (Michelson int): 6 bits and the sign in the first byte, 7 bits in the others. */
function signedZarith(r: Reader): bigint {
  const first = r.byte();
  let value = BigInt(first & 0x3f);
  let shift = 6n;
  for (let b = first; b & 0x80; shift += 7n) {
    b = r.byte();
    value |= BigInt(b & 0x7f) << shift;
  }
  return first & 0x40 ? -value : value;
}

function micheline(r: Reader): Micheline {
  const tag = r.byte();
  if (tag === 0x00) return { int: signedZarith(r) };
  if (tag === 0x01) return { string: ascii(r.take(r.u32())) };
  if (tag === 0x02) {
    const inner = new Reader(r.take(r.u32()), 0);
    const items: Micheline[] = [];
    while (!inner.done) items.push(micheline(inner));
    return items;
  }
  if (tag === 0x07 && r.byte() === PAIR) return { pair: [micheline(r), micheline(r)] };
  throw refused();
}

/**
 * The parameters of the transaction that starts at `offset` of `bytes` and ends the operation:
 * its manager fields and destination skipped, then 0xff, the entrypoint, the value's length and
 * exactly that many bytes of Micheline, the last bytes of the operation.
 */
export function readTransactionParameters(bytes: Uint8Array, offset: number): TransactionParameters {
  const r = new Reader(bytes, offset);
  if (r.byte() !== OPERATION_TAG_TRANSACTION) throw refused();
  r.take(SOURCE_BYTES);
  for (let i = 0; i < ZARITH_FIELDS; i++) r.skipZarith();
  r.take(DESTINATION_BYTES);
  if (r.byte() !== 0xff) throw refused();
  const tag = r.byte();
  const entrypoint = tag === 0xff ? ascii(r.take(r.byte())) : TAGGED_ENTRYPOINTS[tag];
  if (entrypoint === undefined) throw refused();
  const value = new Reader(r.take(r.u32()), 0);
  const decoded = micheline(value);
  if (!value.done || !r.done) throw refused();
  return { entrypoint, value: decoded };
}

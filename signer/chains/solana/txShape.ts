/**
 * Whether bytes a dapp asks to sign as a "message" are Solana transaction bytes: a transaction
 * message (legacy or v0) at the start, whatever follows it, or a wire transaction (a signature
 * count, that many 64-byte signatures, then a message). Read by hand, not with web3.js, so that
 * a message followed by one more byte, or a whole wire transaction, is still seen for what it
 * is. Only what the runtime itself would accept counts as a message: canonical compact-u16
 * lengths, a header the account keys satisfy, indexes within the keys.
 */
const KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;
const VERSION_PREFIX = 0x80;

class Truncated extends Error {}

class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  u8(): number {
    this.skip(1);
    return this.bytes[this.at - 1]!;
  }

  skip(n: number): void {
    if (this.at + n > this.bytes.length) throw new Truncated();
    this.at += n;
  }

  /** compact-u16 as the runtime reads it: at most 3 bytes, no redundant zero byte, ≤ 0xffff */
  shortvec(): number {
    let value = 0;
    for (let i = 0; i < 3; i++) {
      const b = this.u8();
      value |= (b & 0x7f) << (7 * i);
      if ((b & 0x80) === 0) {
        if (i > 0 && b === 0) throw new Truncated();
        if (value > 0xffff) throw new Truncated();
        return value;
      }
    }
    throw new Truncated();
  }
}

/** The message starting at `at`: the number of signatures its header requires, or null. */
function readMessage(bytes: Uint8Array, at: number): { required: number } | null {
  const r = new Reader(bytes, at);
  try {
    let versioned = false;
    if ((bytes[at] ?? 0) & VERSION_PREFIX) {
      if (r.u8() !== VERSION_PREFIX) return null; // only v0 exists
      versioned = true;
    }
    const required = r.u8();
    const readonlySigned = r.u8();
    const readonlyUnsigned = r.u8();
    const keys = r.shortvec();
    r.skip(keys * KEY_BYTES);
    r.skip(KEY_BYTES); // recent blockhash
    const accounts: number[] = [];
    const programs: number[] = [];
    const instructions = r.shortvec();
    for (let i = 0; i < instructions; i++) {
      programs.push(r.u8());
      const n = r.shortvec();
      for (let k = 0; k < n; k++) accounts.push(r.u8());
      r.skip(r.shortvec());
    }
    let lookedUp = 0;
    if (versioned) {
      const tables = r.shortvec();
      for (let t = 0; t < tables; t++) {
        r.skip(KEY_BYTES);
        const writable = r.shortvec();
        r.skip(writable);
        const readonly = r.shortvec();
        r.skip(readonly);
        lookedUp += writable + readonly;
      }
    }
    // these two also say 1 ≤ required ≤ keys: the read-only counts are never negative
    const header = readonlySigned < required && readonlyUnsigned <= keys - required;
    const indexes = programs.every((p) => p < keys) && accounts.every((a) => a < keys + lookedUp);
    return header && indexes ? { required } : null;
  } catch (e) {
    if (e instanceof Truncated) return null;
    throw e;
  }
}

/** Whether the bytes begin with a transaction message, or are a wire transaction. */
export function isSolanaTxBytes(bytes: Uint8Array): boolean {
  if (readMessage(bytes, 0)) return true;
  const r = new Reader(bytes, 0);
  let signatures: number;
  try {
    signatures = r.shortvec();
    r.skip(signatures * SIGNATURE_BYTES);
  } catch {
    return false;
  }
  // the runtime wants one signature per required signer, and at least one
  return readMessage(bytes, r.at)?.required === signatures;
}

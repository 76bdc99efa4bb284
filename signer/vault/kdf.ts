import { scrypt } from 'node:crypto';

/** scrypt cost. N is stored as its base-2 logarithm so it is always a power of two. */
export interface KdfParams {
  algorithm: 'scrypt';
  logN: number;
  r: number;
  p: number;
}

/** The floor of the issue (N 2^17, r 8, p 1): calibration never goes below it. */
export const MIN_KDF_PARAMS: KdfParams = Object.freeze({ algorithm: 'scrypt', logN: 17, r: 8, p: 1 });

/**
 * What a file may ask for before we refuse to run it: a tampered header must not make the
 * signer allocate gigabytes or spin for minutes. 1 GiB of scrypt memory is the ceiling.
 */
export const KDF_LIMITS = { minLogN: 10, maxLogN: 22, maxR: 32, maxP: 16, maxMemBytes: 2 ** 30 } as const;

export function kdfWithinLimits(k: KdfParams): boolean {
  const intIn = (v: number, lo: number, hi: number): boolean => Number.isInteger(v) && v >= lo && v <= hi;
  return (
    k.algorithm === 'scrypt' &&
    intIn(k.logN, KDF_LIMITS.minLogN, KDF_LIMITS.maxLogN) &&
    intIn(k.r, 1, KDF_LIMITS.maxR) &&
    intIn(k.p, 1, KDF_LIMITS.maxP) &&
    scryptMemory(k) <= KDF_LIMITS.maxMemBytes
  );
}

/** scrypt's working memory (OpenSSL's own formula: V plus B). */
export function scryptMemory(k: KdfParams): number {
  return 128 * k.r * (2 ** k.logN + 2 + k.p);
}

/** Weaker = less memory or less total work than `than`; either is a reason to re-encrypt. */
export function isWeakerKdf(k: KdfParams, than: KdfParams): boolean {
  const mem = (x: KdfParams): number => 2 ** x.logN * x.r;
  return mem(k) < mem(than) || mem(k) * k.p < mem(than) * than.p;
}

/** Two 32-byte keys from one derivation: one encrypts, the other only proves the password. */
export interface DerivedKeys {
  aeadKey: Buffer;
  checkKey: Buffer;
}

export function wipeKeys(k: DerivedKeys): void {
  k.aeadKey.fill(0);
  k.checkKey.fill(0);
}

/**
 * Passwords are NFKC-normalised so the same password typed through different keyboards or
 * OSes (composed vs decomposed accents) opens the vault.
 */
export async function deriveKeys(password: string, salt: Uint8Array, k: KdfParams): Promise<DerivedKeys> {
  const pw = Buffer.from(password.normalize('NFKC'), 'utf8');
  try {
    const raw = await scryptAsync(pw, salt, 64, k);
    // Buffer.alloc is never pooled, so wiping these cannot touch other data and vice versa.
    const keys = { aeadKey: Buffer.alloc(32), checkKey: Buffer.alloc(32) };
    raw.copy(keys.aeadKey, 0, 0, 32);
    raw.copy(keys.checkKey, 0, 32, 64);
    raw.fill(0);
    return keys;
  } finally {
    pw.fill(0);
  }
}

export function scryptAsync(pw: Uint8Array, salt: Uint8Array, len: number, k: KdfParams): Promise<Buffer> {
  // The libuv thread pool runs it, so the signer keeps answering pings while it works.
  const opts = { N: 2 ** k.logN, r: k.r, p: k.p, maxmem: scryptMemory(k) + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(pw, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

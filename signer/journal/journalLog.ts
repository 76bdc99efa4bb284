/**
 * The journal on disk: an append-only file of records, each sealed on its own with AES-256-GCM
 * under the journal key kept inside the vault. Appending one small record costs microseconds,
 * so the record is on disk before the signature leaves the signer; rewriting a growing file on
 * every signature would not be. A torn or altered record fails its tag and is skipped: a lost
 * record only means a later replacement of that transaction is refused (fail closed), and the
 * user is told at unlock (JournalDamage), since a sealed record cannot say which one it held.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { writeFileAtomic } from '../vault/atomicWrite';
import { JournalEntrySchema, type JournalEntry } from './journalEntry';

export const JOURNAL_FILE = 'journal.log';
const NONCE = 12;
const TAG = 16;
const LEN = 4;
/** binds every record to this file's purpose and format version */
const AAD = Buffer.from('vault-wallet signing journal v1');
/** a record larger than this is corrupt (the biggest PSBT main may send is 2 MB of text) */
const MAX_RECORD = 4 * 1024 * 1024;

export function sealRecord(key: Uint8Array, entry: JournalEntry): Buffer {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(AAD);
  const body = Buffer.concat([
    nonce,
    cipher.update(Buffer.from(JSON.stringify(entry), 'utf8')),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const len = Buffer.alloc(LEN);
  len.writeUInt32BE(body.length);
  return Buffer.concat([len, body]);
}

function openRecord(key: Uint8Array, body: Buffer): JournalEntry | null {
  if (body.length < NONCE + TAG) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, NONCE));
    decipher.setAAD(AAD);
    decipher.setAuthTag(body.subarray(body.length - TAG));
    const plain = Buffer.concat([decipher.update(body.subarray(NONCE, body.length - TAG)), decipher.final()]);
    const parsed = JournalEntrySchema.safeParse(JSON.parse(plain.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What could not be read. A sealed record names no transaction, so the signing times of the
 * readable records around the damage are what can be told: the lost ones were signed between.
 */
export interface JournalDamage {
  /** unreadable records (at least this many when `restUnreadable`) */
  records: number;
  /** a broken length field (or a torn tail) ended the read: what followed is lost, count unknown */
  restUnreadable: boolean;
  /** unix ms of the last readable record before the first damage; absent when it was the first */
  signedAfter?: number;
  /** unix ms of the first readable record after the last damage; absent when none followed */
  signedBefore?: number;
}

export interface JournalRead {
  entries: JournalEntry[];
  damaged: number;
  damage: JournalDamage | null;
}

/** Every record that opens with `key`; damaged ones are skipped, a torn tail ends the read. */
export function readJournal(file: string, key: Uint8Array): JournalRead {
  if (!existsSync(file)) return { entries: [], damaged: 0, damage: null };
  const bytes = readFileSync(file);
  const entries: JournalEntry[] = [];
  let damaged = 0;
  let restUnreadable = false;
  // entries.length when the first damage and the last damage were met
  let firstDamageAt = -1;
  let lastDamageAt = -1;
  const hurt = () => {
    damaged++;
    if (firstDamageAt < 0) firstDamageAt = entries.length;
    lastDamageAt = entries.length;
  };
  let at = 0;
  while (at + LEN <= bytes.length) {
    const len = bytes.readUInt32BE(at);
    if (len > MAX_RECORD || at + LEN + len > bytes.length) {
      hurt();
      restUnreadable = true;
      break;
    }
    const entry = openRecord(key, bytes.subarray(at + LEN, at + LEN + len));
    if (entry) entries.push(entry);
    else hurt();
    at += LEN + len;
  }
  if (at < bytes.length && damaged === 0) hurt();
  if (damaged === 0) return { entries, damaged, damage: null };
  const damage: JournalDamage = { records: damaged, restUnreadable };
  const before = entries[firstDamageAt - 1];
  const after = entries[lastDamageAt];
  if (before) damage.signedAfter = before.at;
  if (after) damage.signedBefore = after.at;
  return { entries, damaged, damage };
}

/** Synchronous on purpose: the record must be written before the signed bytes are returned. */
export function appendRecord(file: string, key: Uint8Array, entry: JournalEntry): void {
  appendFileSync(file, sealRecord(key, entry), { mode: 0o600 });
}

/** Rewrites the file with just `entries` (pruning, or dropping a deleted wallet's records). */
export async function rewriteJournal(file: string, key: Uint8Array, entries: readonly JournalEntry[]) {
  await writeFileAtomic(file, Buffer.concat(entries.map((e) => sealRecord(key, e))));
}

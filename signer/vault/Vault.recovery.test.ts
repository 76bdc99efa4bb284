import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VAULT_LAYOUT } from './format';
import {
  bytesOf,
  decryptVaultFile,
  flipByte,
  makeTempDirs,
  textOf,
  WEAK_TEST_KDF,
} from '../../test/signer/testSupport';
import { Vault } from './Vault';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PW = 'correct horse battery staple';
const NOW = Date.UTC(2025, 4, 6, 7, 8, 9);

/** Two saves: the backup holds 'first', the main file 'second' (the newest, e.g. a new wallet). */
async function twoSaves(): Promise<{ dir: string; main: string; backup: string }> {
  const dir = tmp.make();
  const v = new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF });
  await v.create(PW, bytesOf('first'));
  await v.save(bytesOf('second'));
  v.lock();
  return { dir, main: v.mainPath, backup: v.backupPath };
}
const reopen = (dir: string) => new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF, now: () => NOW });

const L = VAULT_LAYOUT;
/** One offset in each field of the file (format.ts); the checksum is the last 32 bytes. */
const OFFSET_CLASSES: Record<string, (size: number) => number> = {
  magic: () => 1,
  version: () => L.version + 1,
  'kdf id': () => L.kdf,
  'kdf params': () => L.kdf + 1,
  salt: () => L.salt + 7,
  'aead id': () => L.aead,
  nonce: () => L.nonce + 5,
  verifier: () => L.verifier + 9,
  length: () => L.length + 3,
  body: () => L.body + 2,
  tag: (size) => size - L.checksumBytes - 4,
  checksum: (size) => size - 3,
};

describe('a damaged vault file is never replaced unseen', () => {
  for (const [field, at] of Object.entries(OFFSET_CLASSES)) {
    it(`a flipped ${field} byte: the newest save that verifies opens, and the unlock says what happened`, async () => {
      const { dir, main, backup } = await twoSaves();
      const backupBefore = readFileSync(backup);
      flipByte(main, at(readFileSync(main).length));
      const damaged = readFileSync(main);

      const r = await reopen(dir).unlock(PW);
      const text = textOf(r.payload);
      // nothing lost without the user being told: an older save opens only with a report
      expect(r.recovery).not.toBeNull();
      if (field === 'checksum') {
        // GCM verified every other byte: the newest save is whole
        expect(text).toBe('second');
        expect(r.recovery).toMatchObject({ problem: 'damaged', restored: 'latest' });
      } else {
        expect(text).toBe('first');
        expect(r.recovery).toMatchObject({ problem: 'damaged', restored: 'backup' });
        expect(r.recoveredFromBackup).toBe(true);
      }
      // the damaged file is kept aside byte for byte, under a name the report gives
      expect(r.recovery!.keptAs).toBe('vault.bin.damaged-20250506T070809Z');
      expect(readFileSync(path.join(dir, r.recovery!.keptAs!)).equals(damaged)).toBe(true);
      // the last good backup is not written over, and the main file opens cleanly again
      expect(readFileSync(backup).equals(backupBefore)).toBe(true);
      expect(await decryptVaultFile(main, PW)).toBe(text);
      const again = await reopen(dir).unlock(PW);
      expect(again.recovery).toBeNull();
      expect(textOf(again.payload)).toBe(text);
    });
  }

  it('a second damage in the same second is kept under another name', async () => {
    const { dir, main } = await twoSaves();
    flipByte(main, L.body);
    expect((await reopen(dir).unlock(PW)).recovery?.keptAs).toBe('vault.bin.damaged-20250506T070809Z');
    flipByte(main, L.body);
    expect((await reopen(dir).unlock(PW)).recovery?.keptAs).toBe('vault.bin.damaged-20250506T070809Z-1');
  });

  it('a missing main file is reported, and the backup opens', async () => {
    const { dir, main } = await twoSaves();
    rmSync(main);
    const r = await reopen(dir).unlock(PW);
    expect(textOf(r.payload)).toBe('first');
    expect(r.recovery).toEqual({ problem: 'missing', restored: 'backup' });
  });

  it('a truncated main file is kept aside and reported', async () => {
    const { dir, main } = await twoSaves();
    writeFileSync(main, readFileSync(main).subarray(0, 120));
    const r = await reopen(dir).unlock(PW);
    expect(textOf(r.payload)).toBe('first');
    expect(r.recovery).toMatchObject({ problem: 'damaged', restored: 'backup' });
    expect(readFileSync(path.join(dir, r.recovery!.keptAs!)).length).toBe(120);
  });

  it('a wrong password over a damaged file changes nothing on disk', async () => {
    const { dir, main, backup } = await twoSaves();
    flipByte(main, L.body);
    const before = [readFileSync(main), readFileSync(backup)];
    await expect(reopen(dir).unlock('not it')).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(readFileSync(main).equals(before[0]!)).toBe(true);
    expect(readFileSync(backup).equals(before[1]!)).toBe(true);
    expect(readdirSync(dir).some((n) => n.includes('damaged'))).toBe(false);
  });

  it('both files damaged: refused, and neither is touched', async () => {
    const { dir, main, backup } = await twoSaves();
    flipByte(main, L.body);
    flipByte(backup, L.body);
    const before = [readFileSync(main), readFileSync(backup)];
    await expect(reopen(dir).unlock(PW)).rejects.toMatchObject({ code: 'VAULT_CORRUPT' });
    expect(readFileSync(main).equals(before[0]!)).toBe(true);
    expect(readFileSync(backup).equals(before[1]!)).toBe(true);
    expect(readdirSync(dir).some((n) => n.includes('damaged'))).toBe(false);
  });

  it('a damaged backup beside a good main file: clean unlock, and the next save heals the backup', async () => {
    const { dir, main, backup } = await twoSaves();
    flipByte(backup, L.body);
    const v = reopen(dir);
    const r = await v.unlock(PW);
    expect(r.recovery).toBeNull();
    expect(textOf(r.payload)).toBe('second');
    await v.save(bytesOf('third'));
    expect(await decryptVaultFile(backup, PW)).toBe('second');
    expect(await decryptVaultFile(main, PW)).toBe('third');
    expect(existsSync(main)).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bytesOf,
  decryptVaultFile,
  makeTempDirs,
  textOf,
  WEAK_TEST_KDF,
} from '../../test/signer/testSupport';
import { Vault } from './Vault';

/** A disk that hands back something else than what was written, for temp files only. */
const disk = vi.hoisted(() => ({ garbleReads: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const readFile = async (...args: Parameters<typeof fs.readFile>) => {
    const out = (await fs.readFile(...args)) as Buffer;
    if (disk.garbleReads && String(args[0]).endsWith('.tmp'))
      out.writeUInt8(out.readUInt8(out.length - 40) ^ 0x01, out.length - 40);
    return out;
  };
  return { ...fs, readFile, default: { ...fs, readFile } };
});

const tmp = makeTempDirs();
afterEach(() => {
  disk.garbleReads = false;
  tmp.cleanup();
});

const PW = 'correct horse battery staple';

describe('a save is verified before it replaces anything', () => {
  it('a new file that does not read back intact leaves the main file and the backup as they were', async () => {
    const dir = tmp.make();
    const v = new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF });
    await v.create(PW, bytesOf('first'));
    await v.save(bytesOf('second'));
    const before = [readFileSync(v.mainPath), readFileSync(v.backupPath)];

    disk.garbleReads = true;
    await expect(v.save(bytesOf('third'))).rejects.toMatchObject({ kind: 'write-failed', code: 'INTERNAL' });
    await expect(v.save(bytesOf('third'), { forgetPrevious: true })).rejects.toMatchObject({
      kind: 'write-failed',
    });
    expect(readFileSync(v.mainPath).equals(before[0]!)).toBe(true);
    expect(readFileSync(v.backupPath).equals(before[1]!)).toBe(true);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);

    // the disk is well again: the next save rotates as usual
    disk.garbleReads = false;
    await v.save(bytesOf('fourth'));
    expect(await decryptVaultFile(v.mainPath, PW)).toBe('fourth');
    expect(await decryptVaultFile(v.backupPath, PW)).toBe('second');
    v.lock();
    expect(
      textOf((await new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF }).unlock(PW)).payload),
    ).toBe('fourth');
  });

  it('a vault whose first file does not read back is not created', async () => {
    const dir = tmp.make();
    const v = new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF });
    disk.garbleReads = true;
    await expect(v.create(PW, bytesOf('first'))).rejects.toMatchObject({ kind: 'write-failed' });
    expect(v.exists()).toBe(false);
    expect(v.isUnlocked()).toBe(false);
  });
});

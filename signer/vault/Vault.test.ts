import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VAULT_LAYOUT } from './format';
import {
  bytesOf,
  decryptVaultFile,
  flipByte,
  makeTempDirs,
  resealChecksum,
  textOf,
  WEAK_TEST_KDF,
} from '../../test/signer/testSupport';
import { Vault } from './Vault';
import { VAULT_MESSAGES } from './vaultErrors';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const PW = 'correct horse battery staple';

async function created(payload = 'v1'): Promise<Vault> {
  const v = new Vault({ dir: tmp.make(), insecureKdfParamsForTests: WEAK_TEST_KDF });
  await v.create(PW, bytesOf(payload));
  return v;
}
/** A new instance on the same folder, as after a restart of the signer. */
const reopen = (v: Vault): Vault =>
  new Vault({ dir: path.dirname(v.mainPath), insecureKdfParamsForTests: WEAK_TEST_KDF });

describe('Vault', () => {
  it('creates, locks and unlocks with the same payload', async () => {
    const v = await created('{"secret":"words"}');
    expect(v.isUnlocked()).toBe(true);
    expect(statSync(v.mainPath).mode & 0o777).toBe(0o600);
    v.lock();
    expect(v.isUnlocked()).toBe(false);
    const r = await reopen(v).unlock(PW);
    expect(textOf(r.payload)).toBe('{"secret":"words"}');
    expect(r).toMatchObject({ recoveredFromBackup: false, upgradedKdf: false });
  });

  it('refuses to create over an existing vault unless told to replace it', async () => {
    const v = await created('old');
    await expect(reopen(v).create('other', bytesOf('new'))).rejects.toMatchObject({ code: 'RULE' });
    expect(textOf((await reopen(v).unlock(PW)).payload)).toBe('old');
    await reopen(v).create('other', bytesOf('new'), { replace: true });
    await expect(reopen(v).unlock(PW)).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(textOf((await reopen(v).unlock('other')).payload)).toBe('new');
  });

  it('says Wrong password for a wrong password', async () => {
    const v = await created();
    await expect(reopen(v).unlock('nope')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
      message: VAULT_MESSAGES.wrongPassword,
      kind: 'wrong-password',
    });
    await expect(reopen(v).unlock('')).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });

  it('says the vault failed its integrity check for one flipped ciphertext or verifier byte', async () => {
    for (const offset of [VAULT_LAYOUT.body + 1, VAULT_LAYOUT.verifier + 3, VAULT_LAYOUT.salt]) {
      const v = await created();
      rmSync(v.backupPath);
      flipByte(v.mainPath, offset);
      await expect(reopen(v).unlock(PW)).rejects.toMatchObject({
        code: 'VAULT_CORRUPT',
        message: VAULT_MESSAGES.tampered,
      });
    }
  });

  it('tells deliberate tampering (checksum recomputed) from a wrong password', async () => {
    const v = await created();
    rmSync(v.backupPath);
    const b = readFileSync(v.mainPath);
    b[VAULT_LAYOUT.body + 2] = b[VAULT_LAYOUT.body + 2]! ^ 0x01;
    writeFileSync(v.mainPath, resealChecksum(b));
    await expect(reopen(v).unlock(PW)).rejects.toMatchObject({ kind: 'tampered', code: 'VAULT_CORRUPT' });
    await expect(reopen(v).unlock('nope')).rejects.toMatchObject({ kind: 'wrong-password' });
  });

  it('says truncated for a truncated or empty file', async () => {
    for (const keep of [0, 50, 200]) {
      const v = await created('x'.repeat(500));
      rmSync(v.backupPath);
      writeFileSync(v.mainPath, readFileSync(v.mainPath).subarray(0, keep));
      await expect(reopen(v).unlock(PW)).rejects.toMatchObject({
        code: 'VAULT_CORRUPT',
        message: VAULT_MESSAGES.truncated,
      });
    }
  });

  it('keeps the previous version as the backup and recovers from it', async () => {
    const v = await created('v1');
    await v.save(bytesOf('v2'));
    writeFileSync(v.mainPath, readFileSync(v.mainPath).subarray(0, 100));
    const r = await reopen(v).unlock(PW);
    expect(textOf(r.payload)).toBe('v1');
    expect(r.recoveredFromBackup).toBe(true);
    // The main file was written back, so the next unlock is clean.
    expect(readFileSync(v.mainPath).equals(readFileSync(v.backupPath))).toBe(true);
    expect((await reopen(v).unlock(PW)).recoveredFromBackup).toBe(false);
  });

  it('recovers when the main file is gone, and reports the main error when both are damaged', async () => {
    const v = await created('v1');
    rmSync(v.mainPath);
    expect(v.exists()).toBe(true);
    expect((await reopen(v).unlock(PW)).recoveredFromBackup).toBe(true);
    flipByte(v.mainPath, VAULT_LAYOUT.body);
    writeFileSync(v.backupPath, readFileSync(v.backupPath).subarray(0, 10));
    await expect(reopen(v).unlock(PW)).rejects.toMatchObject({ message: VAULT_MESSAGES.tampered });
    rmSync(v.mainPath);
    rmSync(v.backupPath);
    expect(v.exists()).toBe(false);
    await expect(reopen(v).unlock(PW)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps no copy of the previous content when a save forgets it', async () => {
    const v = await created('with the secret');
    await v.save(bytesOf('second'));
    await v.save(bytesOf('third'), { forgetPrevious: true });
    expect(await decryptVaultFile(v.mainPath, PW)).toBe('third');
    expect(await decryptVaultFile(v.backupPath, PW)).toBe('third');
    // An ordinary save after it keeps the usual one-step backup.
    await v.save(bytesOf('fourth'));
    expect(await decryptVaultFile(v.backupPath, PW)).toBe('third');
    expect(textOf((await reopen(v).unlock(PW)).payload)).toBe('fourth');
  });

  it('saves only while unlocked, and each save replaces the content', async () => {
    const v = await created('v1');
    await v.save(bytesOf('v2'));
    await v.save(bytesOf('v3'));
    expect(textOf((await reopen(v).unlock(PW)).payload)).toBe('v3');
    v.lock();
    await expect(v.save(bytesOf('v4'))).rejects.toMatchObject({ code: 'LOCKED' });
    expect(textOf((await reopen(v).unlock(PW)).payload)).toBe('v3');
  });

  it('zero-fills the held key on lock', async () => {
    const v = await created();
    const key = (v as unknown as { session: { key: Buffer } }).session.key;
    expect(key.some((b) => b !== 0)).toBe(true);
    v.lock();
    expect(key.every((b) => b === 0)).toBe(true);
  });

  it('does not stay unlocked when lock() arrives during an unlock', async () => {
    const v = await created();
    v.lock();
    const pending = v.unlock(PW);
    v.lock();
    await expect(pending).rejects.toMatchObject({ code: 'LOCKED' });
    expect(v.isUnlocked()).toBe(false);
  });

  it('changes the password of both files and keeps the content', async () => {
    const v = await created('content');
    await expect(v.changePassword('nope', 'new pw')).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    await v.changePassword(PW, 'new pw');
    expect(v.isUnlocked()).toBe(true);
    await v.save(bytesOf('after'));
    await expect(reopen(v).unlock(PW)).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(textOf((await reopen(v).unlock('new pw')).payload)).toBe('after');
    // The backup is under the new password too: the old one opens nothing on disk.
    rmSync(v.mainPath);
    await expect(reopen(v).unlock(PW)).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(textOf((await reopen(v).unlock('new pw')).payload)).toBe('content');
  });

  it('changes the password while locked and stays locked', async () => {
    const v = await created('content');
    v.lock();
    await v.changePassword(PW, 'next');
    expect(v.isUnlocked()).toBe(false);
    expect(textOf((await v.unlock('next')).payload)).toBe('content');
  });

  it('verifies the password again for the phrase reveal', async () => {
    const v = await created();
    await expect(v.verifyPassword(PW)).resolves.toBeUndefined();
    await expect(v.verifyPassword('nope')).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    v.lock();
    await expect(v.verifyPassword(PW)).rejects.toMatchObject({ code: 'LOCKED' });
  });

  it('opens with a password typed in another Unicode normal form', async () => {
    const v = new Vault({ dir: tmp.make(), insecureKdfParamsForTests: WEAK_TEST_KDF });
    await v.create('caf\u00e9', bytesOf('x'));
    expect(textOf((await reopen(v).unlock('cafe\u0301')).payload)).toBe('x');
  });

  it('removes temp files left by a writer that died', async () => {
    const dir = tmp.make();
    const stale = path.join(dir, '.vault.bin.999999.0badf00d.tmp');
    writeFileSync(stale, 'half');
    await new Vault({ dir, insecureKdfParamsForTests: WEAK_TEST_KDF }).create(PW, bytesOf('x'));
    expect(existsSync(stale)).toBe(false);
  });
});

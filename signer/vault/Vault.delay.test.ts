import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bytesOf, makeTempDirs, textOf, WEAK_TEST_KDF } from '../../test/signer/testSupport';
import { Vault } from './Vault';
import { VAULT_MESSAGES } from './vaultErrors';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

describe('Vault wrong-password delay', () => {
  it('grows after repeated wrong passwords, survives a restart and resets on success', async () => {
    let now = 10_000_000;
    const dir = tmp.make();
    const open = (): Vault => new Vault({ dir, now: () => now, insecureKdfParamsForTests: WEAK_TEST_KDF });
    const first = open();
    await first.create('right', bytesOf('payload'));
    first.lock();

    const v = open();
    await expect(v.unlock('wrong')).rejects.toMatchObject({ message: VAULT_MESSAGES.wrongPassword });
    await expect(v.unlock('wrong')).rejects.toMatchObject({ message: VAULT_MESSAGES.wrongPassword });
    await expect(v.unlock('wrong')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Wrong password. Try again in 1 s',
      retryAfterMs: 1000,
    });

    // During the wait even the right password is refused, without reading the file or running
    // the KDF: a garbage vault file would otherwise give VAULT_CORRUPT.
    const saved = path.join(dir, 'vault.bin');
    const good = readFileSync(saved);
    writeFileSync(saved, 'garbage');
    await expect(v.unlock('right')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
      kind: 'lockout',
      message: 'Too many wrong passwords. Try again in 1 s',
    });
    writeFileSync(saved, good);

    now += 1000;
    await expect(v.unlock('wrong')).rejects.toMatchObject({ retryAfterMs: 2000 });
    now += 400;
    // A restart keeps the count: the wait is still running.
    const restarted = open();
    expect(await restarted.retryAfterMs()).toBe(1600);
    await expect(restarted.unlock('right')).rejects.toMatchObject({ message: /Try again in 2 s$/ });
    await expect(restarted.verifyPassword('right')).rejects.toMatchObject({ code: 'LOCKED' });

    now += 1600;
    expect(textOf((await restarted.unlock('right')).payload)).toBe('payload');
    expect(await restarted.retryAfterMs()).toBe(0);
    await expect(open().unlock('wrong')).rejects.toMatchObject({ message: VAULT_MESSAGES.wrongPassword });
  });

  it('counts wrong passwords of verifyPassword and changePassword too', async () => {
    let now = 0;
    const v = new Vault({ dir: tmp.make(), now: () => now, insecureKdfParamsForTests: WEAK_TEST_KDF });
    await v.create('right', bytesOf('x'));
    await expect(v.verifyPassword('a')).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    await expect(v.changePassword('b', 'c')).rejects.toMatchObject({ code: 'WRONG_PASSWORD' });
    await expect(v.verifyPassword('d')).rejects.toMatchObject({ retryAfterMs: 1000 });
    await expect(v.verifyPassword('right')).rejects.toMatchObject({ kind: 'lockout' });
    now += 1000;
    await expect(v.verifyPassword('right')).resolves.toBeUndefined();
  });
});

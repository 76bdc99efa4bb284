import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonVault } from './JsonVault';
import { bytesOf, makeTempDirs, WEAK_TEST_KDF } from '../../test/signer/testSupport';
import { Vault } from './Vault';

const tmp = makeTempDirs();
afterEach(tmp.cleanup);

const Doc = z.strictObject({
  cacheKey: z.string().length(64),
  wallets: z.array(z.strictObject({ name: z.string(), phrase: z.string() })),
});
const doc = {
  cacheKey: 'ab'.repeat(32),
  wallets: [{ name: 'Main Wallet', phrase: 'abandon '.repeat(11) + 'about' }],
};

describe('JsonVault', () => {
  it('stores a schema-checked document and never writes it in clear', async () => {
    const vault = new Vault({ dir: tmp.make(), insecureKdfParamsForTests: WEAK_TEST_KDF });
    const jv = new JsonVault(vault, Doc);
    await jv.create('pw', doc);
    expect(readFileSync(vault.mainPath).includes('abandon')).toBe(false);
    vault.lock();
    const r = await jv.unlock('pw');
    expect(r.value).toEqual(doc);
    expect(r.recoveredFromBackup).toBe(false);
  });

  it('refuses to save a document that fails the schema, leaving the file as it was', async () => {
    const vault = new Vault({ dir: tmp.make(), insecureKdfParamsForTests: WEAK_TEST_KDF });
    const jv = new JsonVault(vault, Doc);
    await jv.create('pw', doc);
    const before = readFileSync(vault.mainPath);
    await expect(jv.save({ cacheKey: 'short', wallets: [] })).rejects.toMatchObject({ code: 'BAD_INPUT' });
    expect(readFileSync(vault.mainPath).equals(before)).toBe(true);
  });

  it('reports a decrypted document of the wrong shape and stays locked', async () => {
    const vault = new Vault({ dir: tmp.make(), insecureKdfParamsForTests: WEAK_TEST_KDF });
    await vault.create('pw', bytesOf('{"something":"else"}'));
    vault.lock();
    await expect(new JsonVault(vault, Doc).unlock('pw')).rejects.toMatchObject({ code: 'VAULT_CORRUPT' });
    expect(vault.isUnlocked()).toBe(false);
  });

  it('zero-fills the UTF-8 bytes it hands to and gets from the vault', async () => {
    const seen: Uint8Array[] = [];
    class Spy extends Vault {
      override async unlock(pw: string) {
        const r = await super.unlock(pw);
        seen.push(r.payload);
        return r;
      }
      override save(payload: Uint8Array) {
        seen.push(payload);
        return super.save(payload);
      }
    }
    const vault = new Spy({ dir: tmp.make(), insecureKdfParamsForTests: WEAK_TEST_KDF });
    const jv = new JsonVault(vault, Doc);
    await jv.create('pw', doc);
    await jv.save(doc);
    vault.lock();
    await jv.unlock('pw');
    expect(seen).toHaveLength(2);
    for (const b of seen) expect(b.length > 0 && b.every((x) => x === 0)).toBe(true);
  });
});

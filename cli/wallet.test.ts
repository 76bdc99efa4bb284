import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** Runs the real CLI entry with NDJSON on stdin, as a script would. */
function cli(args: string[], lines: unknown[]): { code: number | null; out: object[]; err: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/wallet.ts', ...args], {
    input: lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'),
    encoding: 'utf8',
  });
  return {
    code: r.status,
    out: r.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as object),
    err: r.stderr,
  };
}

describe('wallet CLI', () => {
  it('derives one line per request, the path overriding the default, and keeps going past bad lines', () => {
    const r = cli(
      ['derive'],
      [
        { chain: 'ethereum', mnemonic: ABANDON },
        'not json',
        { chain: 'ethereum', mnemonic: ABANDON, path: "m/44'/60'/0'/0/1" },
        { chain: 'ethereum', mnemonic: ABANDON.replace(/about$/, 'abandon') },
        { chain: 'bitcoin', mnemonic: ABANDON, scheme: 'native' },
      ],
    );
    expect(r.code).toBe(0);
    expect(r.out).toEqual([
      expect.objectContaining({
        chain: 'ethereum',
        path: "m/44'/60'/0'/0/0",
        address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      }),
      { error: 'not a JSON line' },
      expect.objectContaining({
        path: "m/44'/60'/0'/0/1",
        address: '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0',
      }),
      { error: expect.stringMatching(/checksum/) },
      // BIP84's published first receive address
      expect.objectContaining({ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' }),
    ]);
  });

  it('gives the address of a private key and checks addresses', () => {
    const k = cli(
      ['address-from-key'],
      [
        {
          chain: 'ethereum',
          privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
        },
        { chain: 'ethereum', privateKey: 'zz' },
      ],
    );
    expect(k.out[0]).toEqual({ address: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23' });
    expect(k.out[1]).toHaveProperty('error');
    const v = cli(
      ['validate-address'],
      [
        { chain: 'bitcoin', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
        { chain: 'litecoin', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' },
      ],
    );
    expect(v.out[0]).toEqual({ valid: true });
    expect(v.out[1]).toMatchObject({ valid: false, reason: expect.any(String) });
  });

  it('takes no secret from argv: extra arguments are refused', () => {
    const r = cli(['derive', ABANDON], []);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
  });
});

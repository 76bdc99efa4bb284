import { describe, expect, it } from 'vitest';
import { explorerUrl } from '../../shared/chains/explorer';
import { CHAIN_NAMES } from '../../shared/chains/registry';
import { AppError } from '../../shared/errors';
import { isOpenableExternal, safeOpenExternal } from './openExternal';

function recorder() {
  const opened: string[] = [];
  return { opened, open: async (u: string) => void opened.push(u) };
}

describe('safeOpenExternal', () => {
  it('opens explorer URLs built from the registry, for every chain', async () => {
    const { opened, open } = recorder();
    for (const name of CHAIN_NAMES) {
      const tx = explorerUrl(name, 'tx', 'abc123');
      const address = explorerUrl(name, 'address', 'addr0xdef');
      await safeOpenExternal(tx, open);
      await safeOpenExternal(address, open);
    }
    expect(opened).toHaveLength(CHAIN_NAMES.length * 2);
    expect(opened.every((u) => u.startsWith('https://'))).toBe(true);
  });

  it.each([
    'https://evil.example/tx/abc',
    'http://mempool.space/tx/abc',
    'https://mempool.space/tx/..',
    'https://mempool.space/tx/abc/../../admin',
    'https://mempool.space.evil.com/tx/abc',
    'https://user@mempool.space/tx/abc',
    'https://mempool.space/tx/a%20b',
    'https://mempool.space/tx/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'app://wallet/',
    'mailto:a@b.c',
    'not a url',
    '',
  ])('refuses %s without opening it', async (url) => {
    const { opened, open } = recorder();
    await expect(safeOpenExternal(url, open)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(safeOpenExternal(url, open)).rejects.toBeInstanceOf(AppError);
    expect(opened).toEqual([]);
    expect(isOpenableExternal(url)).toBe(false);
  });

  it('passes on a failure of the OS opener', async () => {
    const url = explorerUrl(CHAIN_NAMES[0]!, 'tx', 'abc');
    await expect(
      safeOpenExternal(url, async () => {
        throw new Error('no browser');
      }),
    ).rejects.toThrow('no browser');
  });
});

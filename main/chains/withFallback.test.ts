import { describe, expect, it } from 'vitest';
import { withFallback } from './withFallback';

const fail = (m: string) => () => Promise.reject(new Error(m));

describe('withFallback', () => {
  it('returns the first success, in order', async () => {
    const tried: string[] = [];
    const p = (name: string, ok: boolean) => ({
      name,
      run: () => (tried.push(name), ok ? Promise.resolve(name) : Promise.reject(new Error(name))),
    });
    expect(await withFallback([p('a', false), p('b', true), p('c', true)])).toBe('b');
    expect(tried).toEqual(['a', 'b']);
  });

  it('rethrows the last error naming every failure', async () => {
    await expect(
      withFallback([
        { name: 'a', run: fail('down') },
        { name: 'b', run: fail('busy') },
      ]),
    ).rejects.toThrow('busy (tried a: down; b: busy)');
    await expect(withFallback([{ name: 'a', run: fail('down') }])).rejects.toThrow(/^down$/);
  });

  it("stops at an error that is the provider's answer", async () => {
    class Answer extends Error {}
    let second = false;
    const run = withFallback(
      [
        { name: 'a', run: () => Promise.reject(new Answer('reverted')) },
        { name: 'b', run: async () => ((second = true), 1) },
      ],
      { isAnswer: (e) => e instanceof Answer },
    );
    await expect(run).rejects.toBeInstanceOf(Answer);
    expect(second).toBe(false);
  });

  it('lets the caller name a failure of them all', async () => {
    const all = withFallback(
      [
        { name: 'a', run: fail('down') },
        { name: 'b', run: fail('busy') },
      ],
      { allFailed: (f) => new Error(`All failed (${f.join('; ')})`) },
    );
    await expect(all).rejects.toThrow('All failed (a: down; b: busy)');
  });

  it('says when there is no provider', async () => {
    await expect(withFallback([], { none: 'No RPC endpoint configured' })).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'No RPC endpoint configured',
    });
  });
});

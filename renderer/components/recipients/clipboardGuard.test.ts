import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyCopy } from './clipboardGuard';

describe('the read-back after a copy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const run = async (answer: { supported: boolean; holds: boolean }, pageReads?: string) => {
    vi.stubGlobal(
      'navigator',
      pageReads === undefined ? {} : { clipboard: { readText: async () => pageReads } },
    );
    const changed = vi.fn();
    const holds = vi.fn(async () => answer);
    verifyCopy('ltc1qcopied', changed, holds, 800);
    await vi.advanceTimersByTimeAsync(799);
    expect(holds).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    return { changed, holds };
  };

  it("takes main's comparison where main reads the clipboard (Electron)", async () => {
    const swapped = await run({ supported: true, holds: false }, 'ltc1qcopied');
    expect(swapped.holds).toHaveBeenCalledWith('ltc1qcopied');
    expect(swapped.changed).toHaveBeenCalledOnce();
    expect((await run({ supported: true, holds: true }, 'ltc1qattacker')).changed).not.toHaveBeenCalled();
  });

  it('reads back in the page where main cannot (browser host), and says nothing when it may not', async () => {
    expect((await run({ supported: false, holds: false }, 'ltc1qattacker')).changed).toHaveBeenCalledOnce();
    expect((await run({ supported: false, holds: false }, 'ltc1qcopied')).changed).not.toHaveBeenCalled();
    expect((await run({ supported: false, holds: false })).changed).not.toHaveBeenCalled();
  });
});

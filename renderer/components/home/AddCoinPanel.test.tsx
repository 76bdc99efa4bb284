import '../../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEvent } from '../../testing/fakeDom';
import { mountScreen, newQueryClient, settle, stubMain, type Mounted } from '../../testing/screenHarness';
import { AddCoinPanel } from './AddCoinPanel';

/** A currency list of `total` tron tokens, answered a page of 100 at a time like main's. */
const TOTAL = 130;
const entry = (i: number) => ({
  id: `tron:T${String(i).padStart(33, '0')}`,
  chainName: 'tron',
  chainDisplayName: 'Tron',
  symbol: `TK${i}`,
  name: `Token ${i}`,
  type: 'token' as const,
  inWallet: false,
});

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
  main.answers = {
    'coins.groups': () => ({ groups: [] }),
    'coins.catalogue': (input) => {
      const page = Number(input.page);
      const all = Array.from({ length: TOTAL }, (_, i) => entry(i));
      return { total: TOTAL, entries: all.slice((page - 1) * 100, page * 100) };
    },
  };
});
afterEach(async () => {
  vi.useRealTimers();
  await screen.unmount();
  client.clear();
});

const catalogueCalls = () => main.calls.filter((c) => c.name === 'coins.catalogue').map((c) => c.input);
const search = 'Search the coin catalogue';
/** moves the fake clock and lets what the timers started (answers, re-renders) finish */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AddCoinPanel currency list', () => {
  it('asks main once typing has stopped for 800 ms, never for each keystroke', async () => {
    screen = await mountScreen('/home', <AddCoinPanel onClose={() => undefined} />, client);
    expect(catalogueCalls()).toEqual([{ query: '', page: 1 }]);
    vi.useFakeTimers();
    for (const typed of ['u', 'us', 'usd']) {
      await screen.type(search, typed);
      await advance(300);
    }
    // 300 ms after the last key: nothing asked for any of the three
    await advance(499);
    expect(catalogueCalls()).toHaveLength(1);
    await advance(1);
    expect(catalogueCalls()).toEqual([
      { query: '', page: 1 },
      { query: 'usd', page: 1 },
    ]);
  });

  it('shows the first page, then the next on "Show more" until the total is reached', async () => {
    screen = await mountScreen('/home', <AddCoinPanel onClose={() => undefined} />, client);
    expect(screen.text()).toContain('TK99');
    expect(screen.text()).not.toContain('TK100');
    const more = screen.container.descendants().find((e) => e.textContent.startsWith('Show more'));
    expect(more?.textContent).toBe('Show more (100 of 130)');
    await act(async () => {
      more!.dispatchEvent(new FakeEvent('click'));
    });
    await settle();
    expect(catalogueCalls()).toEqual([
      { query: '', page: 1 },
      { query: '', page: 2 },
    ]);
    expect(screen.text()).toContain('TK129');
    expect(screen.text()).not.toContain('Show more');
  });
});

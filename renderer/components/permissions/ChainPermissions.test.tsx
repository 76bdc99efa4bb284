import '../../testing/fakeDomInstalled';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionRow } from '../../../shared/contract/permissions';
import { FakeEvent } from '../../testing/fakeDom';
import { mountScreen, newQueryClient, settle, type Mounted } from '../../testing/screenHarness';
import { ChainPermissions, PERMISSIONS_PAGE } from './ChainPermissions';

const row = (i: number): PermissionRow => ({
  chainName: 'ethereum',
  kind: 'allowance',
  asset: { address: `0x${i.toString(16).padStart(40, '0')}`, symbol: `TK${i}` },
  spender: `0x${'ab'.repeat(20)}`,
  spenderLabel: null,
  spenderUrl: null,
  amount: '1',
  unlimited: false,
  since: null,
  risk: 'It can take up to 1 of your tokens.',
});

let screen: Mounted;
afterEach(async () => {
  await screen.unmount();
});
const items = () => screen.container.descendants().filter((e) => e.localName === 'li');
const moreButton = () =>
  screen.container.descendants().find((e) => e.localName === 'button' && e.textContent.startsWith('Show'));

describe('a chain with thousands of permissions', () => {
  it('shows them a page at a time and says how many are not shown', async () => {
    const rows = Array.from({ length: 2 * PERMISSIONS_PAGE + 20 }, (_, i) => row(i + 1));
    screen = await mountScreen(
      '/p',
      <ChainPermissions
        chain={{ chainName: 'ethereum', chainDisplayName: 'Ethereum', rows, error: null }}
        selected={new Set()}
        waiting={new Set()}
        busy={false}
        onToggle={() => undefined}
      />,
      newQueryClient(),
    );
    expect(items()).toHaveLength(PERMISSIONS_PAGE);
    expect(screen.text()).toContain('TK50 ');
    expect(screen.text()).not.toContain('TK51 ');
    expect(moreButton()?.textContent).toBe(
      `Show ${PERMISSIONS_PAGE} more (${PERMISSIONS_PAGE + 20} not shown)`,
    );
    await act(async () => void moreButton()!.dispatchEvent(new FakeEvent('click')));
    await settle();
    expect(items()).toHaveLength(2 * PERMISSIONS_PAGE);
    expect(moreButton()?.textContent).toBe('Show 20 more (20 not shown)');
    await act(async () => void moreButton()!.dispatchEvent(new FakeEvent('click')));
    await settle();
    expect(items()).toHaveLength(2 * PERMISSIONS_PAGE + 20);
    expect(moreButton()).toBeUndefined();
  });

  it('a short list has no button', async () => {
    screen = await mountScreen(
      '/p',
      <ChainPermissions
        chain={{ chainName: 'ethereum', chainDisplayName: 'Ethereum', rows: [row(1)], error: null }}
        selected={new Set()}
        waiting={new Set()}
        busy={false}
        onToggle={() => undefined}
      />,
      newQueryClient(),
    );
    expect(items()).toHaveLength(1);
    expect(moreButton()).toBeUndefined();
  });
});

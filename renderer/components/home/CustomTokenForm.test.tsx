import '../../testing/fakeDomInstalled';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEvent } from '../../testing/fakeDom';
import { mountScreen, newQueryClient, settle, stubMain, type Mounted } from '../../testing/screenHarness';
import { CustomTokenForm } from './CustomTokenForm';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const XAUT = '0x68749665FF8D2d112Fa859AA293F07A622782F38';

const main = stubMain();
let client: QueryClient;
let screen: Mounted;
beforeEach(() => {
  client = newQueryClient();
  main.calls.length = 0;
  main.answers = {
    'coins.searchTokens': () => ({
      tokens: [
        {
          chainName: 'ethereum',
          contractAddress: USDT,
          name: 'Tether USD',
          symbol: 'USDT',
          decimals: 6,
          inWallet: true,
        },
        {
          chainName: 'ethereum',
          contractAddress: XAUT,
          name: 'Tether Gold',
          symbol: 'XAUT',
          decimals: 6,
          inWallet: false,
        },
      ],
    }),
    'coins.addToken': () => ({ coinId: `ethereum:${XAUT.toLowerCase()}` }),
  };
});
afterEach(async () => {
  await screen.unmount();
  client.clear();
});

/** past the field's debounce */
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
const button = (label: string) => {
  const b = screen.container.descendants().find((e) => e.getAttribute('aria-label') === label);
  if (!b) throw new Error(`no button ${label} in ${screen.text()}`);
  return b;
};

describe('CustomTokenForm token search', () => {
  it('searches the token list by name once typing settles, and adds a hit by its address', async () => {
    screen = await mountScreen('/home', <CustomTokenForm />, client);
    await screen.type('Contract address or name', 'tether');
    expect(main.calls.some((c) => c.name === 'coins.searchTokens')).toBe(false);
    await wait(600);
    await settle();
    expect(main.calls.filter((c) => c.name === 'coins.searchTokens').map((c) => c.input)).toEqual([
      { chainName: 'ethereum', query: 'tether' },
    ]);
    expect(screen.text()).toContain('Tether Gold');
    expect(button(`Add token USDT ${USDT}`).hasAttribute('disabled')).toBe(true);
    const add = button(`Add token XAUT ${XAUT}`);
    await act(async () => {
      add.dispatchEvent(new FakeEvent('click'));
    });
    await settle();
    expect(main.calls.find((c) => c.name === 'coins.addToken')?.input).toEqual({
      chainName: 'ethereum',
      contractAddress: XAUT,
    });
  });

  it('an address is read from its contract, not searched', async () => {
    main.answers['coins.tokenInfo'] = () => ({
      chainName: 'ethereum',
      contractAddress: USDT,
      name: 'Tether USD',
      symbol: 'USDT',
      decimals: 6,
    });
    screen = await mountScreen('/home', <CustomTokenForm />, client);
    await screen.type('Contract address or name', USDT);
    await wait(600);
    await settle();
    expect(main.calls.map((c) => c.name)).toEqual(['coins.tokenInfo']);
    expect(screen.text()).toContain('Tether USD (USDT), 6 decimals');
  });

  it('warns when the product backend does not list the token on its chain, and only then', async () => {
    for (const listed of [false, true, undefined]) {
      main.calls.length = 0;
      main.answers['coins.tokenInfo'] = () => ({
        chainName: 'ethereum',
        contractAddress: USDT,
        name: 'Tether USD',
        symbol: 'USDT',
        decimals: 6,
        ...(listed === undefined ? {} : { listed }),
      });
      client.clear();
      screen = await mountScreen('/home', <CustomTokenForm />, client);
      await screen.type('Contract address or name', USDT);
      await wait(600);
      await settle();
      expect(screen.text()).toContain('Tether USD (USDT), 6 decimals');
      expect(screen.text().includes('Not in the coin list')).toBe(listed === false);
      await screen.unmount();
    }
  });
});

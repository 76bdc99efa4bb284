import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeys } from './createApp';
import { startTestApp, type TestApp } from '../../test/appHarness';
import { dispatcher } from '../../test/dispatch';
import type { WalletFamily } from '../chains/family';

const built: ApiKeys[] = [];
const family: WalletFamily = {
  network: 'regtest',
  snapshot: async (c) => ({ balance: 0n, history: [], receiveAddress: c.address }),
  quote: async () => {
    throw new Error('not used');
  },
  prepare: async () => {
    throw new Error('not used');
  },
  broadcast: async () => {
    throw new Error('not used');
  },
  status: async () => 'pending',
};

let t: TestApp;
const { call, fails } = dispatcher(() => t.app.dispatch);
beforeAll(async () => {
  t = await startTestApp({
    families: (keys) => {
      built.push(keys);
      return { evm: family };
    },
  });
  await call('wallets.importKey', {
    chainName: 'ethereum',
    privateKey: '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
    password: 'long enough password',
  });
});
afterAll(() => t.dispose());

describe('explorer API keys', () => {
  it('start empty, and the families are built once for them', async () => {
    await call('coin.overview', { coinId: 'ethereum:native' });
    await call('coin.overview', { coinId: 'ethereum:native' });
    expect(built).toEqual([{}]);
  });

  it('a changed key rebuilds the families with the parsed key lists', async () => {
    await call('settings.update', { apiKeys: { etherscan: ' K1 , K2,', blockcypher: 'tok' } });
    await call('coin.overview', { coinId: 'ethereum:native' });
    expect(built.at(-1)).toEqual({ etherscan: ['K1', 'K2'], blockcypher: ['tok'] });
    expect(built).toHaveLength(2);
    expect((await call('settings.get', {})).apiKeys).toMatchObject({
      etherscan: ' K1 , K2,',
      blockchair: '',
    });
  });

  it('refuses key text that could be anything but a key', async () => {
    expect((await fails('settings.update', { apiKeys: { etherscan: 'a"b' } })).code).toBe('BAD_INPUT');
    expect((await fails('settings.update', { apiKeys: { nope: 'x' } })).code).toBe('BAD_INPUT');
  });
});

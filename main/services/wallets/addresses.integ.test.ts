import { bech32 } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';

const { call, fails } = dispatcher(() => t.app.dispatch);

let t: TestApp;
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
// Published for "abandon … about" at m/44'/60'/0'/0/{0,1}
const ETH0 = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const ETH1 = '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0';

const coinAddress = async (chain: string) =>
  (await call('coins.list', {})).coins.find((c) => c.chainName === chain)?.address;

beforeAll(async () => {
  t = await startTestApp({ network: 'mainnet' });
  await call('wallets.importPhrase', { phrase: ABANDON, password: 'long enough password' });
});
afterAll(() => t.dispose());

describe('derived addresses through main and the real signer', () => {
  it('every default coin gets its address, matching the published ones', async () => {
    const coins = (await call('coins.list', {})).coins;
    expect(coins.length).toBeGreaterThanOrEqual(10);
    expect(coins.every((c) => c.address.length > 0)).toBe(true);
    expect(await coinAddress('ethereum')).toBe(ETH0);
    expect(await coinAddress('bitcoin')).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(await coinAddress('solana')).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
  });

  it('enable sets the flag; Add 50 more derives the next 50, shared by every EVM chain', async () => {
    await call('addresses.enable', {});
    expect((await call('addresses.list', { chainName: 'ethereum' })).isEVMAddressesAdded).toBe(true);
    expect(await call('addresses.addMore', { chainName: 'polygon' })).toEqual({ added: 50 });
    const eth = await call('addresses.list', { chainName: 'ethereum' });
    expect(eth.addresses).toHaveLength(51);
    expect(eth.addresses[1]!.address).toBe(ETH1);
    const base = await call('addresses.list', { chainName: 'base' });
    expect(base.addresses.map((a) => a.address)).toEqual(eth.addresses.map((a) => a.address));
  });

  it('selecting makes it the coin address on every EVM chain', async () => {
    await call('addresses.select', { chainName: 'ethereum', address: ETH1 });
    expect(await coinAddress('ethereum')).toBe(ETH1);
    expect(
      (await call('addresses.list', { chainName: 'arbitrum' })).addresses.find((a) => a.active)!.address,
    ).toBe(ETH1);
  });

  it('a custom path adds an isCustom address derived in the signer', async () => {
    const { address } = await call('addresses.addCustom', {
      chainName: 'ethereum',
      path: "m/44'/60'/1'/0/0",
    });
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const list = await call('addresses.list', { chainName: 'ethereum' });
    expect(list.addresses.at(-1)).toMatchObject({ address, isCustom: true, path: "m/44'/60'/1'/0/0" });
    expect((await fails('addresses.addCustom', { chainName: 'ethereum', path: 'not/a/path' })).code).toBe(
      'RULE',
    );
  });

  it('delete refuses an unknown address; removing the EVM addresses keeps the first and the custom one', async () => {
    expect(
      (
        await fails('addresses.delete', {
          chainName: 'ethereum',
          address: '0x000000000000000000000000000000000000dEaD',
        })
      ).message,
    ).toBe('Address not found');
    await call('addresses.disable', {});
    const list = await call('addresses.list', { chainName: 'ethereum' });
    expect(list.isEVMAddressesAdded).toBe(false);
    expect(list.addresses.map((a) => a.isCustom)).toEqual([false, true]);
    expect(await coinAddress('ethereum')).toBe(ETH0);
  });

  it('privacy mode puts the first address back', async () => {
    await call('addresses.addMore', { chainName: 'tron' });
    const tron = await call('addresses.list', { chainName: 'tron' });
    await call('addresses.select', { chainName: 'tron', address: tron.addresses[3]!.address });
    expect(await coinAddress('tron')).toBe(tron.addresses[3]!.address);
    await call('wallets.setPrivacy', { index: 0, on: true });
    expect(await coinAddress('tron')).toBe(tron.addresses[0]!.address);
  });

  it('survives lock and unlock: the sets live in the vault', async () => {
    await call('session.lock', {});
    await call('session.unlock', { password: 'long enough password' });
    expect((await call('addresses.list', { chainName: 'tron' })).addresses).toHaveLength(51);
  });
});

describe('bitcoin address types', () => {
  it('lists the four types, and choosing Taproot gives the BIP86 address', async () => {
    const { types } = await call('addresses.types', { chainName: 'bitcoin' });
    expect(types.map((t) => [t.scheme, t.active])).toEqual([
      ['native', true],
      ['nested', false],
      ['legacy', false],
      ['taproot', false],
    ]);
    await call('addresses.setType', { chainName: 'bitcoin', scheme: 'taproot' });
    // BIP86's published first receive address for "abandon … about"
    expect(await coinAddress('bitcoin')).toBe(
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    );
    await call('addresses.setType', { chainName: 'bitcoin', scheme: 'nested' });
    // BIP49's published first receive address
    expect(await coinAddress('bitcoin')).toBe('37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf');
    expect((await fails('addresses.setType', { chainName: 'dogecoin', scheme: 'taproot' })).code).toBe(
      'RULE',
    );
  });
});

describe('addresses follow the network profile', () => {
  it('local (regtest): BIP84 with coin type 1 and the regtest encoding', async () => {
    const local = await startTestApp({ network: 'local' });
    try {
      const { call: localCall } = dispatcher(() => local.app.dispatch);
      await localCall('wallets.importPhrase', { phrase: ABANDON, password: 'long enough password' });
      const coins = (await localCall('coins.list', {})).coins;
      // BIP84's published testnet address for "abandon … about" (m/84'/1'/0'/0/0), re-encoded for regtest
      const testnet = bech32.decode('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
      expect(coins.find((c) => c.chainName === 'bitcoin')?.address).toBe(
        bech32.encode('bcrt', testnet.words),
      );
      // account chains are the same on every network
      expect(coins.find((c) => c.chainName === 'ethereum')?.address).toBe(ETH0);
    } finally {
      await local.dispose();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WalletMeta } from '../../../shared/wallets/types';
import type { SignerClient } from '../../signer/client';
import { CacheAddressStore } from '../cache/cacheAddressStore';
import { CacheSession } from '../cache/cacheSession';
import { AddressService } from './addressService';
import type { WalletService } from './walletService';

const ADDRESS = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';
const keyWallet: WalletMeta = {
  id: '1',
  name: 'Key',
  kind: 'privateKey',
  chainName: 'ethereum',
  isBackedup: true,
  isEVMAddressesAdded: false,
  privacyMode: false,
  selectedCoinId: null,
  coins: [],
  derived: {},
};

let dir: string;
let session: CacheSession;
let derivations: number;
let service: AddressService;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'key-addresses-'));
  session = new CacheSession(dir);
  await session.open('11'.repeat(32));
  session.current().wallets.insert({ id: '1', name: 'Key', kind: 'privateKey', chainName: 'ethereum' });
  derivations = 0;
  // The signer is not what is tested here: the cache's rule (one address, one path per set) is.
  const signer = {
    call: async () => {
      derivations++;
      return { accounts: [{ chainName: 'ethereum', path: '', address: ADDRESS, publicKey: '02' }] };
    },
  } as unknown as SignerClient;
  service = new AddressService({} as WalletService, signer, new CacheAddressStore(session), 'mainnet');
});
afterEach(() => {
  session.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a one-key wallet keeps one address per set in the real cache, whatever path is asked', () => {
  it("the coin's path, WalletConnect's '' and Ethereum Classic's coin type all find the one address", async () => {
    const wanted = [
      { chainName: 'ethereum', path: "m/44'/60'/0'/0/0" },
      { chainName: 'ethereum', path: '' },
      { chainName: 'ethereum_classic', path: "m/44'/61'/0'/0/0" },
      { chainName: 'polygon', path: '' },
    ];
    const found = await service.resolve(keyWallet, wanted);
    for (const w of wanted) expect(found.get(`${w.chainName}|${w.path}`)).toBe(ADDRESS);
    expect(derivations).toBe(1);
    expect(
      session
        .current()
        .derived.list('1', 'evm')
        .map((r) => r.address),
    ).toEqual([ADDRESS]);
  });

  it('asked one path at a time (the coin list, then a dapp), it never stores the address twice', async () => {
    await service.resolve(keyWallet, [{ chainName: 'ethereum', path: "m/44'/60'/0'/0/0" }]);
    const dapp = await service.resolve(keyWallet, [{ chainName: 'ethereum', path: '' }]);
    expect(dapp.get('ethereum|')).toBe(ADDRESS);
    expect(derivations).toBe(1);
  });
});

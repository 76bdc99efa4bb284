// The session's cache of slow phrase roots lives exactly as long as the seeds: computed once
// while unlocked, wiped at lock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../../shared/catalogue';
import { addWallet, emptyWalletsState } from '../../shared/wallets';
import { makeTempDirs } from '../../test/signer/testSupport';
import { DerivedRoots } from './derivedRoots';
import { startSigner } from '../../test/signer/testSigner';

const tmp = makeTempDirs();
afterEach(() => {
  vi.restoreAllMocks();
  tmp.cleanup();
});

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('wallet session roots', () => {
  it('computes the Cardano root once per unlock and wipes it at lock', async () => {
    const held: Uint8Array[] = [];
    const get = DerivedRoots.prototype.get;
    let computed = 0;
    vi.spyOn(DerivedRoots.prototype, 'get').mockImplementation(function (this: DerivedRoots, name, compute) {
      const root = get.call(this, name, () => {
        computed++;
        return compute();
      });
      held.push(root);
      return root;
    });
    const signer = startSigner(tmp.make());
    const added = addWallet(
      emptyWalletsState(),
      { kind: 'phrase', origin: 'imported' },
      { catalogue: CATALOGUE },
    );
    await signer.call('addWallet', {
      walletId: added.wallet.id,
      source: { kind: 'phrase', phrase: PHRASE },
      state: added.state,
      password: 'correct horse battery',
      replace: false,
    });
    const derive = (index: number) =>
      signer.call('deriveAccounts', {
        walletId: added.wallet.id,
        requests: [{ chainName: 'cardano', index }],
      });
    const first = await derive(0);
    await derive(1);
    await signer.call('deriveBatch', {
      walletId: added.wallet.id,
      chainName: 'cardano',
      startIndex: 2,
      count: 3,
    });
    expect(computed).toBe(1);
    expect(held.every((r) => r === held[0])).toBe(true);
    expect(held[0]?.some((b) => b !== 0)).toBe(true);

    await signer.call('lock', {});
    expect(held[0]?.every((b) => b === 0)).toBe(true);

    await signer.call('unlock', { password: 'correct horse battery' });
    expect(await derive(0)).toEqual(first);
    expect(computed).toBe(2);
  });
});

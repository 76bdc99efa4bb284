// What a family says about its history page reaches the screens through the contract (outputs
// are validated by dispatch): entries it could not read (historySkipped → coin.overview and
// history.all's `skipped`), why the history is missing (historyNotice), each item's fee and
// description.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletFamily } from '../../chains/family';
import { dispatcher } from '../../../test/dispatch';
import { fakeEvmFamily, type FakeEvmControl } from '../../../test/fakeEvmFamily';
import { startTestApp, type TestApp } from '../../../test/appHarness';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const ME = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';
const control: FakeEvmControl = {
  statuses: [],
  broadcasts: [],
  balance: 10n ** 18n,
  history: [
    {
      hash: `0x${'ab'.repeat(32)}`,
      amount: '-500000000000000000',
      status: 'success',
      date: 1_700_000_000_000,
      from: ME,
      to: '0x000000000000000000000000000000000000dEaD',
      fee: '21000000000000',
      description: 'Swap to 0.5 BTC.BTC',
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  const base = fakeEvmFamily(control);
  const family: WalletFamily = {
    ...base,
    snapshot: async (coin, opts) => ({
      ...(await base.snapshot(coin, opts)),
      historySkipped: 2,
      historyNotice: 'History needs a scan service key.',
    }),
  };
  t = await startTestApp({ families: { evm: family } });
  await dispatcher(() => t.app.dispatch).call('wallets.importKey', {
    chainName: 'ethereum',
    privateKey: KEY,
    password: 'long enough password',
  });
});
afterAll(() => t?.dispose());

describe('history notes through the contract', () => {
  it('coin.overview carries the skipped count, the notice, the fee in ETH and the description', async () => {
    const o = await dispatcher(() => t.app.dispatch).call('coin.overview', { coinId: 'ethereum:native' });
    expect(o.historySkipped).toBe(2);
    expect(o.historyNotice).toBe('History needs a scan service key.');
    expect(o.history[0]).toMatchObject({
      amount: '-0.5',
      direction: 'out',
      fee: '0.000021 ETH',
      description: 'Swap to 0.5 BTC.BTC',
    });
  });

  it('history.all counts the entries no coin could read, beside the rows it lists', async () => {
    const all = await dispatcher(() => t.app.dispatch).call('history.all', {});
    expect(all.skipped).toBe(2);
    expect(all.rows.map((r) => r.description)).toEqual(['Swap to 0.5 BTC.BTC']);
  });
});

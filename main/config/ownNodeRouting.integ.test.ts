/**
 * A saved own server takes a family's slot in the built family (buildFamilies, the Stellar
 * descriptor's routes, the family's own Horizon client): the profile's default Horizon is a
 * closed port, so a balance can only come from the user's server. Saved later, it is used
 * without rebuilding the family; without fallback its failure fails the call; removed, the
 * default is back.
 */
import { Keypair } from '@stellar/stellar-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHorizon, type HorizonFixture } from '../../test/stellar/horizon';
import { buildFamilies } from '../chains/families';
import type { CoinRef } from '../chains/family';
import { stellarFamily } from '../chains/stellar';
import { createHttp } from '../net/http';
import { setCustomNodes } from './customNodes';

const ME = Keypair.random().publicKey();
let horizon: HorizonFixture;
beforeAll(async () => {
  horizon = await startHorizon();
  horizon.fund(ME, 250_0000000n);
});
afterAll(async () => {
  setCustomNodes({});
  await horizon?.close();
});

const coin: CoinRef = {
  walletId: 'w',
  chainName: 'stellar',
  symbol: 'XLM',
  decimals: 7,
  address: ME,
  path: "m/44'/148'/0'",
};

describe('an own Horizon in the built Stellar family', () => {
  it('answers in place of the dead default, saved after the family was built', async () => {
    const families = buildFamilies(
      {
        network: 'local',
        local: { stellar: { horizonUrl: 'http://127.0.0.1:9' } },
        http: createHttp({ retries: 0 }),
      },
      [stellarFamily],
    );
    const stellar = families.stellar!;
    setCustomNodes({});
    await expect(stellar.snapshot(coin)).rejects.toThrow();
    setCustomNodes({ stellar: { url: horizon.url, fallback: false, allowLocalHttp: true } });
    const before = horizon.requests().length;
    expect((await stellar.snapshot(coin)).balance).toBe(250_0000000n);
    expect(horizon.requests().length).toBeGreaterThan(before);
    setCustomNodes({ stellar: { url: 'http://127.0.0.1:9', fallback: false, allowLocalHttp: true } });
    await expect(stellar.snapshot(coin)).rejects.toThrow();
  });

  it('the default answers after a dead own server only when the user allowed it', async () => {
    const families = buildFamilies(
      { network: 'local', local: { stellar: { horizonUrl: horizon.url } }, http: createHttp({ retries: 0 }) },
      [stellarFamily],
    );
    setCustomNodes({ stellar: { url: 'http://127.0.0.1:9', fallback: false, allowLocalHttp: true } });
    await expect(families.stellar!.snapshot(coin)).rejects.toThrow();
    setCustomNodes({ stellar: { url: 'http://127.0.0.1:9', fallback: true, allowLocalHttp: true } });
    expect((await families.stellar!.snapshot(coin)).balance).toBe(250_0000000n);
  });
});

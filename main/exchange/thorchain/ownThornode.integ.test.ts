/**
 * The exchange's THORNode requests go to the user's own THORNode (THORChain's thornode slot)
 * when one is saved: two THORNode stand-ins with different LTC vaults tell which one answered.
 * Without fallback a dead own THORNode fails the call (never the default's vault); allowed,
 * the default answers after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThornodeStandIn, type ThornodeStandIn } from '../../../test/exchange/thornodeServer';
import { setCustomNodes } from '../../config/customNodes';
import { createHttp } from '../../net/http';
import { getInboundAddresses } from './getInboundAddresses';
import { routeOwnThornode } from './ownThornode';

const chain = (address: string) => ({
  chain: 'LTC',
  address,
  dustThreshold: 10_000n,
  outboundFee: 100_000n,
  recommendedMinIn: 200_000n,
  gasRate: 10n,
  gasRateUnits: 'satsperbyte',
});
const pools = [{ asset: 'LTC.LTC', balanceAsset: 10_000n * 10n ** 8n, balanceRune: 1_000_000n * 10n ** 8n }];

let dflt: ThornodeStandIn;
let mine: ThornodeStandIn;
beforeAll(async () => {
  [dflt, mine] = await Promise.all([
    startThornodeStandIn({ pools, chains: [chain('rltc1qdefault')] }),
    startThornodeStandIn({ pools, chains: [chain('rltc1qmine')] }),
  ]);
});
afterAll(async () => {
  setCustomNodes({});
  await Promise.all([dflt?.close(), mine?.close()]);
});

const own = (url: string, fallback: boolean) => ({ url, fallback, allowLocalHttp: true });
const vault = async () => {
  const ctx = {
    http: routeOwnThornode(createHttp({ retries: 0 }), `${dflt.url}/`),
    baseUrl: dflt.url,
    now: Date.now,
  };
  return (await getInboundAddresses(ctx)).map((a) => a.address);
};

describe("the exchange's THORNode is the user's own when saved", () => {
  it('the default without an own THORNode; the own one when saved, read per request', async () => {
    setCustomNodes({});
    expect(await vault()).toEqual(['rltc1qdefault']);
    setCustomNodes({ 'thorchain.thornode': own(mine.url, false) });
    expect(await vault()).toEqual(['rltc1qmine']);
    // another chain's own node is not the exchange's THORNode
    setCustomNodes({ thorchain: own(mine.url, false) });
    expect(await vault()).toEqual(['rltc1qdefault']);
  });

  it('a dead own THORNode fails the call without fallback, the default answers only when allowed', async () => {
    setCustomNodes({ 'thorchain.thornode': own('http://127.0.0.1:9', false) });
    await expect(vault()).rejects.toThrow('THORChain cannot be reached');
    setCustomNodes({ 'thorchain.thornode': own('http://127.0.0.1:9', true) });
    expect(await vault()).toEqual(['rltc1qdefault']);
  });
});

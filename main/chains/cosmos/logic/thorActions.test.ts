import { describe, expect, it } from 'vitest';
import type { MidgardAction } from '../network';
import { actionItem } from './thorActions';

const ME = 'thor1gm00vwsfcp48enm4uv9e5dhm37jtd0ye27wrx0';
const INBOUND = 'AB'.repeat(32);
const ltcToRune = (txID: string): MidgardAction => ({
  date: 1_700_000_000_000,
  type: 'swap',
  status: 'success',
  in: [{ address: 'rltc1qsender', coins: [{ asset: 'LTC.LTC', amount: 10_000_000n }], txID: INBOUND }],
  out: [{ address: ME, coins: [{ asset: 'THOR.RUNE', amount: 998_000_000n }], txID }],
  pools: ['LTC.LTC'],
});

describe('THORChain swap actions in the RUNE history', () => {
  it('says a swap to RUNE was paid out inside THORChain, no separate transaction', () => {
    for (const id of ['', '0'.repeat(64)])
      expect(actionItem(ltcToRune(id), ME)).toMatchObject({
        hash: INBOUND.toLowerCase(),
        amount: '998000000',
        description:
          "Swap from 0.1 LTC.LTC, paid out on THORChain (inside THORChain's block, no separate transaction)",
      });
  });

  it('says nothing of the kind for an out leg with a transaction of its own, or for a swap from RUNE', () => {
    expect(actionItem(ltcToRune('CD'.repeat(32)), ME)?.description).toBe('Swap from 0.1 LTC.LTC');
    const runeToEth: MidgardAction = {
      ...ltcToRune(''),
      in: [{ address: ME, coins: [{ asset: 'THOR.RUNE', amount: 25_00000000n }], txID: INBOUND }],
      out: [{ address: '0xdest', coins: [{ asset: 'ETH.ETH', amount: 1_000_000n }], txID: 'EF'.repeat(32) }],
    };
    expect(actionItem(runeToEth, ME)).toMatchObject({
      amount: '-2500000000',
      description: 'Swap to 0.01 ETH.ETH',
    });
  });
});

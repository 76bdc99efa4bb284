import { describe, expect, it } from 'vitest';
import { isContractAddressShape } from '../../catalogue/contractAddress';
import { TezosTokenSchema, tezosTokenId, tezosTokenOf } from './tokens';

const TZBTC = 'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitn';

describe('tezos token ids (issue 37)', () => {
  it('KT1… is an FA1.2 contract, KT1…:id an FA2 token; both round-trip through the coin id', () => {
    expect(tezosTokenOf(` ${TZBTC} `)).toEqual({ standard: 'fa1.2', contract: TZBTC });
    expect(tezosTokenOf(`${TZBTC}:0`)).toEqual({ standard: 'fa2', contract: TZBTC, tokenId: '0' });
    expect(tezosTokenOf(`${TZBTC}:42`)).toEqual({ standard: 'fa2', contract: TZBTC, tokenId: '42' });
    for (const id of [TZBTC, `${TZBTC}:0`, `${TZBTC}:123456789012345678901234567890`])
      expect(tezosTokenId(TezosTokenSchema.parse(tezosTokenOf(id)))).toBe(id);
  });

  it('refuses implicit accounts, leading zeros, signs, other separators and lengths', () => {
    for (const bad of [
      'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
      `${TZBTC}:01`,
      `${TZBTC}:-1`,
      `${TZBTC}_0`,
      `${TZBTC}:`,
      TZBTC.slice(0, -1),
      `${TZBTC}0`,
      'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXit0',
    ])
      expect(tezosTokenOf(bad)).toBeNull();
  });

  it('the add-coin panel takes the same shapes on Tezos', () => {
    expect(isContractAddressShape('tezos', TZBTC)).toBe(true);
    expect(isContractAddressShape('tezos', `${TZBTC}:7`)).toBe(true);
    expect(isContractAddressShape('tezos', 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb')).toBe(false);
  });
});

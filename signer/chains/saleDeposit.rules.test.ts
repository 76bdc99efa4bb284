// The memo rule of a sell deposit alone (checkSaleDeposit, before any family reads a byte): a
// family's own signer may refuse the same intents later, which would hide a missing rule here.
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../shared/signer/protocol';
import { checkSaleDeposit } from './saleDeposit';

const sale = { providerName: 'moonpay', providerDisplayName: 'MoonPay' };
const refused = expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'memo' });
const deposit = (family: SignIntent['family'], chainName: string, to: string, memo?: SignIntent['memo']) =>
  ({
    family,
    kind: 'sellDeposit',
    chainName,
    from: 'x',
    to,
    amount: '1',
    feeCap: '1',
    sale,
    ...(memo ? { memo } : {}),
  }) as SignIntent;

const ETH_DEPOSIT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const XRP_DEPOSIT = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const XLM_DEPOSIT = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';

describe('a sell deposit’s memo, by the chain’s kind of memo', () => {
  it('a chain without memos (Ethereum): none passes, any memo is refused', () => {
    expect(checkSaleDeposit(deposit('evm', 'ethereum', ETH_DEPOSIT), 'mainnet')).toMatchObject({
      kind: 'transfer',
    });
    for (const memo of [
      { kind: 'text', value: 'sale-1' },
      { kind: 'tag', value: '4242' },
    ] as const)
      expect(() => checkSaleDeposit(deposit('evm', 'ethereum', ETH_DEPOSIT, memo), 'mainnet')).toThrow(
        refused,
      );
  });

  it('a tag chain (XRP): only a numeric tag passes', () => {
    expect(
      checkSaleDeposit(deposit('ripple', 'ripple', XRP_DEPOSIT, { kind: 'tag', value: '4242' }), 'mainnet'),
    ).toMatchObject({ kind: 'transfer', memo: { kind: 'tag', value: '4242' } });
    expect(() => checkSaleDeposit(deposit('ripple', 'ripple', XRP_DEPOSIT), 'mainnet')).toThrow(refused);
    expect(() =>
      checkSaleDeposit(deposit('ripple', 'ripple', XRP_DEPOSIT, { kind: 'text', value: '4242' }), 'mainnet'),
    ).toThrow(refused);
  });

  it('a text chain (Stellar): a text memo passes, none is refused', () => {
    expect(
      checkSaleDeposit(
        deposit('stellar', 'stellar', XLM_DEPOSIT, { kind: 'text', value: 'sale-1' }),
        'mainnet',
      ),
    ).toMatchObject({ kind: 'transfer', memo: { kind: 'text', value: 'sale-1' } });
    expect(() => checkSaleDeposit(deposit('stellar', 'stellar', XLM_DEPOSIT), 'mainnet')).toThrow(refused);
  });
});

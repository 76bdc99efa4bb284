import { describe, expect, it } from 'vitest';
import { checkPaymentDetails, type CheckPaymentDetailsParams } from './checkPaymentDetails';

const LTC = { chainName: 'litecoin', symbol: 'LTC', decimals: 8 };
const XRP = { chainName: 'ripple', symbol: 'XRP', decimals: 6 };
const XLM = { chainName: 'stellar', symbol: 'XLM', decimals: 7 };
const LTC_REGTEST = 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg';
const LTC_MAINNET = 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh';
const XRP_ADDR = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const XLM_ADDR = 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7';

const base: CheckPaymentDetailsParams = {
  coin: LTC,
  network: 'regtest',
  providerDisplayName: 'Moon Sell',
  quoted: 50_000_000n,
  answer: { depositAddress: LTC_REGTEST, amount: '0.5' },
};
const withAnswer = (
  a: Partial<CheckPaymentDetailsParams['answer']>,
  p: Partial<CheckPaymentDetailsParams> = {},
) => ({
  ...base,
  ...p,
  answer: { ...base.answer, ...a },
});

/** A hostile provider's answers, each refused before the review with its own sentence. */
const refusals: { name: string; params: CheckPaymentDetailsParams; sentence: RegExp }[] = [
  {
    name: 'amount above the quote',
    params: withAnswer({ amount: '0.50000001' }),
    sentence:
      /Moon Sell asked for a deposit of 0\.50000001 LTC, more than the quoted amount; nothing was sent\./,
  },
  {
    name: 'amount below the quote',
    params: withAnswer({ amount: '0.4' }),
    sentence: /not the quoted amount; ask for a new quote/,
  },
  { name: 'amount not a number', params: withAnswer({ amount: '1e-1' }), sentence: /not a LTC amount/ },
  {
    name: 'amount with too many decimals',
    params: withAnswer({ amount: '0.500000001' }),
    sentence: /not a LTC amount/,
  },
  {
    name: 'another symbol',
    params: withAnswer({ symbol: 'BTC' }),
    sentence: /asked for BTC on litecoin, not the LTC on Litecoin/,
  },
  {
    name: 'another chain',
    params: withAnswer({ chainName: 'bitcoin' }),
    sentence: /asked for LTC on bitcoin/,
  },
  {
    name: 'an address of another network',
    params: withAnswer({ depositAddress: LTC_MAINNET }),
    sentence: /Moon Sell's deposit address is not a valid Litecoin address \(.+\); nothing was sent\./,
  },
  {
    name: 'an address of another chain',
    params: withAnswer({ depositAddress: XRP_ADDR }),
    sentence: /not a valid Litecoin address/,
  },
  {
    name: 'a memo on a chain without memos',
    params: withAnswer({ memo: 'x1' }),
    sentence: /Litecoin transfers carry none/,
  },
  {
    name: 'no destination tag on XRP',
    params: withAnswer(
      { depositAddress: XRP_ADDR, amount: '50' },
      { coin: XRP, network: 'mainnet', quoted: 50_000_000n },
    ),
    sentence: /gave no destination tag; a XRP Ledger deposit without it is lost|gave no destination tag/,
  },
  {
    name: 'a tag that is not a number',
    params: withAnswer(
      { depositAddress: XRP_ADDR, amount: '50', memo: 'abc' },
      { coin: XRP, network: 'mainnet', quoted: 50_000_000n },
    ),
    sentence: /destination tag is not a whole number/,
  },
  {
    name: 'no memo on Stellar',
    params: withAnswer(
      { depositAddress: XLM_ADDR, amount: '5' },
      { coin: XLM, network: 'mainnet', quoted: 50_000_000n },
    ),
    sentence: /gave no memo; a .+ deposit without it is lost/,
  },
];

describe('checkPaymentDetails refuses a hostile provider', () => {
  for (const r of refusals)
    it(r.name, () => {
      expect(() => checkPaymentDetails(r.params)).toThrow(r.sentence);
    });
});

describe('checkPaymentDetails accepts the quoted deposit', () => {
  it('LTC on regtest: address, exact amount, no memo', () => {
    expect(checkPaymentDetails(base)).toEqual({ depositAddress: LTC_REGTEST, amount: 50_000_000n });
  });
  it('the same amount written with trailing zeros and the symbol in lower case', () => {
    expect(checkPaymentDetails(withAnswer({ amount: '0.50000000', symbol: 'ltc' })).amount).toBe(50_000_000n);
  });
  it('XRP with its destination tag', () => {
    const r = checkPaymentDetails(
      withAnswer(
        { depositAddress: XRP_ADDR, amount: '50', memo: '12345' },
        { coin: XRP, network: 'mainnet', quoted: 50_000_000n },
      ),
    );
    expect(r.memo).toEqual({ kind: 'tag', value: '12345' });
  });
  it('Stellar with its text memo', () => {
    const r = checkPaymentDetails(
      withAnswer(
        { depositAddress: XLM_ADDR, amount: '5', memo: 'sale-77' },
        { coin: XLM, network: 'mainnet', quoted: 50_000_000n },
      ),
    );
    expect(r.memo).toEqual({ kind: 'text', value: 'sale-77' });
  });
});

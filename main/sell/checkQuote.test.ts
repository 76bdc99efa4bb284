import { describe, expect, it } from 'vitest';
import { checkQuote, type CheckQuoteParams } from './checkQuote';
import type { QuotedProvider } from './types';

const LTC = { chainName: 'litecoin', symbol: 'LTC', decimals: 8 };
const offer = (over: Partial<QuotedProvider> = {}): QuotedProvider => ({
  name: 'moonsell',
  displayName: 'Moon Sell',
  fiatAmount: '40.00',
  fees: '1.00',
  payoutMethods: ['SEPA'],
  limits: { min: '0.1', max: '2' },
  url: 'https://sell.moon.example/',
  ...over,
});
const params = (providers: QuotedProvider[]): CheckQuoteParams => ({
  coin: LTC,
  amount: 50_000_000n,
  currency: 'EUR',
  answer: { requestId: 'r1', providers },
});

describe('checkQuote refuses an answer that is not about what was asked', () => {
  const rows: [string, QuotedProvider[], RegExp][] = [
    [
      'another asset',
      [offer({ symbol: 'BTC', chainName: 'bitcoin' })],
      /Moon Sell quoted BTC on bitcoin, not the LTC/,
    ],
    ['another chain', [offer({ chainName: 'dogecoin' })], /quoted LTC on dogecoin/],
    ['one provider twice', [offer(), offer()], /lists Moon Sell twice/],
    ['a fiat amount that is no number', [offer({ fiatAmount: '1e3' })], /no readable EUR amount/],
    ['fees that are no number', [offer({ fees: '-1' })], /no readable EUR amount/],
    [
      'limits in more decimals than LTC has',
      [offer({ limits: { min: '0.000000001', max: '2' } })],
      /limits are not LTC amounts/,
    ],
    ['a site over http', [offer({ url: 'http://sell.moon.example/' })], /site is not an https address/],
  ];
  for (const [name, providers, sentence] of rows)
    it(name, () => {
      expect(() => checkQuote(params(providers))).toThrow(sentence);
    });
});

describe('checkQuote orders the offers', () => {
  it('by what the user receives, out-of-limit offers last', () => {
    const out = checkQuote(
      params([
        offer({ name: 'a', fiatAmount: '39.99' }),
        offer({ name: 'b', fiatAmount: '100', limits: { min: '1', max: '2' } }),
        offer({ name: 'c', fiatAmount: '40.5' }),
        offer({ name: 'd', fiatAmount: '9.9' }),
      ]),
    );
    expect(out.map((p) => [p.name, p.withinLimits])).toEqual([
      ['c', true],
      ['a', true],
      ['d', true],
      ['b', false],
    ]);
    expect(out[0]).toMatchObject({ host: 'sell.moon.example', fiatCurrency: 'EUR' });
  });
  it('takes the limits as inclusive', () => {
    const [p] = checkQuote(params([offer({ limits: { min: '0.5', max: '0.5' } })]));
    expect(p!.withinLimits).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCoinGeckoPrices } from './coingeckoWire';

const wanted = new Map([
  ['BTC', 'bitcoin'],
  ['ETH', 'ethereum'],
  ['SHIB', 'shiba-inu'],
]);
/** The body as the provider sends it: JSON text, numbers included, read by JSON.parse. */
const parse = (text: string, currency = 'USD') => parseCoinGeckoPrices(JSON.parse(text), wanted, currency);

describe('parseCoinGeckoPrices', () => {
  it('reads each coin by id under the lowercase currency key, as exact decimal strings', () => {
    const got = parse('{"bitcoin":{"usd":64123.45},"ethereum":{"usd":3012.9},"shiba-inu":{"usd":1.2345e-5}}');
    expect(Object.fromEntries(got!)).toEqual({ BTC: '64123.45', ETH: '3012.9', SHIB: '0.000012345' });
  });

  it('leaves out ids the answer lacks and coins without the asked currency', () => {
    const got = parse('{"bitcoin":{"eur":59000.1},"ethereum":{"usd":3012.9}}');
    expect(Object.fromEntries(got!)).toEqual({ ETH: '3012.9' });
    expect(parse('{"bitcoin":{"eur":59000.1}}', 'EUR')!.get('BTC')).toBe('59000.1');
  });

  it('does not take an uppercase currency key for the documented lowercase one', () => {
    expect(parse('{"bitcoin":{"USD":1}}')!.size).toBe(0);
  });

  it('refuses negative, non-numeric and null prices per coin, keeping the others', () => {
    const got = parse(
      '{"bitcoin":{"usd":-1},"ethereum":{"usd":"3012.9"},"shiba-inu":{"usd":null},"x":{"usd":1}}',
    );
    expect(got!.size).toBe(0);
    const mixed = parse('{"bitcoin":{"usd":-5},"ethereum":[1],"shiba-inu":{"usd":0.00002}}');
    expect(Object.fromEntries(mixed!)).toEqual({ SHIB: '0.00002' });
  });

  it('refuses a price that is not a finite number even if handed one directly', () => {
    const body = { bitcoin: { usd: Number.NaN }, ethereum: { usd: Number.POSITIVE_INFINITY } };
    expect(parseCoinGeckoPrices(body, wanted, 'USD')!.size).toBe(0);
  });

  it('answers null for a body that is not an object of coins', () => {
    for (const body of [null, [], 'oops', 42, [{ bitcoin: { usd: 1 } }]])
      expect(parseCoinGeckoPrices(body, wanted, 'USD')).toBeNull();
  });
});

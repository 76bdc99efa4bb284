import { describe, expect, it } from 'vitest';
import { firstAnswering } from './fallbackSource';
import type { QuotesSource } from './priceService';
import { tableSource } from './fixtures/tableSource';

describe('firstAnswering', () => {
  it('keeps the first source’s prices and asks the next only for what it left unpriced', async () => {
    const a = tableSource({ BTC: '64000', ETH: '3000' });
    const b = tableSource({ BTC: '1', JUP: '0.5' });
    const got = await firstAnswering([a.source, b.source])(['BTC', 'ETH', 'JUP', 'NOPE'], 'USD');
    expect(Object.fromEntries(got)).toEqual({ BTC: '64000', ETH: '3000', JUP: '0.5' });
    expect(a.asked).toEqual([['BTC', 'ETH', 'JUP', 'NOPE']]);
    expect(b.asked).toEqual([['JUP', 'NOPE']]);
  });

  it('passes the whole batch on when the first source is down', async () => {
    const down = tableSource({});
    const b = tableSource({ BTC: '64001' });
    const got = await firstAnswering([down.source, b.source])(['BTC', 'ETH'], 'EUR');
    expect(Object.fromEntries(got)).toEqual({ BTC: '64001' });
    expect(b.asked).toEqual([['BTC', 'ETH']]);
  });

  it('stops asking once everything is priced', async () => {
    const a = tableSource({ BTC: '64000' });
    const b = tableSource({ BTC: '1' });
    await firstAnswering([a.source, b.source])(['BTC', 'BTC'], 'USD');
    expect(a.asked).toEqual([['BTC']]);
    expect(b.asked).toEqual([]);
  });

  it('treats a throwing source as an outage and hands the currency through', async () => {
    const currencies: string[] = [];
    const broken: QuotesSource = () => {
      throw new Error('bug');
    };
    const rejecting: QuotesSource = () => Promise.reject(new Error('bug'));
    const last: QuotesSource = (symbols, currency) => {
      currencies.push(currency);
      return Promise.resolve(new Map(symbols.map((s) => [s, '2'])));
    };
    const got = await firstAnswering([broken, rejecting, last])(['ETH'], 'JPY');
    expect(got).toEqual(new Map([['ETH', '2']]));
    expect(currencies).toEqual(['JPY']);
  });

  it('ignores prices a source returns for symbols it was not asked for', async () => {
    const chatty: QuotesSource = () =>
      Promise.resolve(
        new Map([
          ['BTC', '5'],
          ['ETH', '6'],
        ]),
      );
    expect(await firstAnswering([chatty])(['BTC'], 'USD')).toEqual(new Map([['BTC', '5']]));
    expect((await firstAnswering([])(['BTC'], 'USD')).size).toBe(0);
  });
});

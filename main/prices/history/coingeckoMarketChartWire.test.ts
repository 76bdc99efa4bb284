import { describe, expect, it } from 'vitest';
import { parseMarketChart } from './coingeckoMarketChartWire';

describe('parseMarketChart (CoinGecko /coins/{id}/market_chart)', () => {
  it('reads the documented answer: prices as decimal strings, oldest first', () => {
    const body = {
      prices: [
        [1711929600000, 71246.95144060145],
        [1711843200000, 69702.3087473573],
      ],
      market_caps: [[1711843200000, 1370247487960.0945]],
      total_volumes: [[1711843200000, 16408802301.837431]],
    };
    expect(parseMarketChart(body)).toEqual([
      { t: 1711843200000, price: '69702.3087473573' },
      { t: 1711929600000, price: '71246.95144060145' },
    ]);
  });
  it('keeps tiny prices exact and skips impossible points', () => {
    expect(
      parseMarketChart({
        prices: [
          [1, 1e-7],
          [2, -5],
          [3, Number.NaN],
          [-4, 1],
          [5, 10n ** 20n],
        ],
      }),
    ).toEqual([
      { t: 1, price: '0.0000001' },
      { t: 5, price: '100000000000000000000' },
    ]);
  });
  it('null when the body is not the documented shape', () => {
    expect(parseMarketChart({ error: 'coin not found' })).toBeNull();
    expect(parseMarketChart({ prices: [[1]] })).toBeNull();
    expect(parseMarketChart('[]')).toBeNull();
  });
});

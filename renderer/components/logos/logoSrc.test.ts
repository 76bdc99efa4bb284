import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../shared/catalogue';
import { coinKey } from '../../../shared/catalogue/coinKey';
import { logoSources } from './logoSrc';

const usdtOnEthereum = CATALOGUE.find((e) => e.chainName === 'ethereum' && e.symbol === 'USDT')!;

describe('logoSources', () => {
  it('gives every chain’s own coin a bundled logo', () => {
    for (const e of CATALOGUE.filter((c) => c.type === 'coin'))
      expect(logoSources(e.id, e.chainName, 'coin').logo, e.id).toMatch(/^data:image\/svg\+xml,/);
  });

  it('draws a token by its id, so a look-alike custom token gets no borrowed logo', () => {
    expect(logoSources(usdtOnEthereum.id, 'ethereum', 'token').logo).not.toBeNull();
    const fake = coinKey('ethereum', '0x000000000000000000000000000000000000dead');
    expect(logoSources(fake, 'ethereum', 'token').logo).toBeNull();
  });

  it('badges tokens and the coins several chains share, not a chain’s unique coin', () => {
    expect(logoSources(usdtOnEthereum.id, 'ethereum', 'token').badge).not.toBeNull();
    expect(logoSources(coinKey('base'), 'base', 'coin').badge).not.toBeNull();
    expect(logoSources(coinKey('ethereum'), 'ethereum', 'coin').badge).toBeNull();
    expect(logoSources(coinKey('bitcoin'), 'bitcoin', 'coin').badge).toBeNull();
  });

  it('keeps the svg as an image URL with no script in it', () => {
    const src = logoSources(coinKey('bitcoin'), 'bitcoin', 'coin').logo!;
    expect(decodeURIComponent(src)).not.toMatch(/<script|onload=|javascript:/i);
  });
});

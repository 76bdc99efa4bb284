import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { searchCoins } from './searchCoins';

const ids = (query: string) => searchCoins(CATALOGUE, query).map((e) => e.id);

describe('searchCoins', () => {
  it("matches 'chainsymbol:symbol', case-insensitive", () => {
    expect(ids('TRX:usdt')).toEqual(['tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t']);
    expect(ids('bnb:USDT')).toEqual(['binance_smart_chain:0x55d398326f99059ff775485246999027b3197955']);
    // ETH is the coin of several chains, so 'eth:usdt' finds USDT on each of them.
    const eth = searchCoins(CATALOGUE, 'eth:usdt');
    expect(eth.map((e) => e.chainName)).toEqual([
      'ethereum',
      'arbitrum',
      'optimism',
      'base',
      'linea',
      'zksync',
    ]);
    expect(eth.every((e) => e.symbol === 'USDT')).toBe(true);
  });

  it("matches 'chainname:symbol', case-insensitive", () => {
    // The exact symbol comes before the prefix match USDC.e.
    expect(ids('Polygon:USDC')).toEqual([
      'polygon:0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      'polygon:0x2791bca1f2de4661ed88a30c99a7a9449aa84174',
    ]);
    expect(ids('solana:sol')).toEqual(['solana:native']);
    expect(ids('bitcoin:btc')).toEqual(['bitcoin:native']);
  });

  it('treats the colon forms as a prefix, so typing narrows step by step', () => {
    expect(searchCoins(CATALOGUE, 'polygon:usd').map((e) => e.symbol)).toEqual(['USDT', 'USDC', 'USDC.e']);
    expect(ids('polygon:xyz')).toEqual([]);
    expect(ids('nochain:usdt')).toEqual([]);
  });

  it('matches plain symbol and name substrings, exact symbols first', () => {
    const btc = searchCoins(CATALOGUE, 'btc');
    expect(btc[0]!.id).toBe('bitcoin:native'); // exact symbol beats WBTC, cbBTC, 'Bitcoin Cash'
    expect(btc.map((e) => e.symbol)).toEqual(expect.arrayContaining(['WBTC', 'cbBTC']));
    expect(searchCoins(CATALOGUE, 'tether').every((e) => /tether/i.test(e.name))).toBe(true);
    expect(searchCoins(CATALOGUE, 'tether').length).toBeGreaterThan(8);
    expect(ids('DOGE')).toEqual(['dogecoin:native']);
    expect(ids('Litecoin')).toEqual(['litecoin:native']);
  });

  it('finds a token by its pasted contract address in either case', () => {
    const usdt = 'ethereum:0xdac17f958d2ee523a2206206994597c13d831ec7';
    expect(ids('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toEqual([usdt]);
    expect(ids('  0xdac17f958d2ee523a2206206994597c13d831ec7 ')).toEqual([usdt]);
  });

  it('returns everything for an empty query and nothing for an unknown one', () => {
    expect(searchCoins(CATALOGUE, '  ')).toHaveLength(CATALOGUE.length);
    expect(ids('zzzz-no-such-coin')).toEqual([]);
  });

  it('works on wallet coins too (any record with chainName, symbol and name)', () => {
    const coins = [
      { id: 'a', chainName: 'tron', symbol: 'USDT', name: 'Tether USD' },
      { id: 'b', chainName: 'ethereum', symbol: 'ETH', name: 'Ethereum' },
    ];
    expect(searchCoins(coins, 'trx:usdt').map((c) => c.id)).toEqual(['a']);
    expect(searchCoins(coins, 'ethereum:eth').map((c) => c.id)).toEqual(['b']);
  });
});

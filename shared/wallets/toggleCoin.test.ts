import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { addWallet } from './addWallet';
import { MAX_COINS_PER_WALLET } from './constants';
import { toggleCoin } from './toggleCoin';
import { emptyWalletsState, WalletMetaSchema } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
const phrase = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;
const tronKey = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'tron' }).wallet;
const entry = (id: string) => CATALOGUE.find((e) => e.id === id)!;
const usdtEth = entry('ethereum:0xdac17f958d2ee523a2206206994597c13d831ec7');
const usdtTron = entry('tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');

describe('toggleCoin', () => {
  it('creates a new coin, shown, at the end of the list', () => {
    const w = toggleCoin(phrase, usdtEth);
    expect(w.coins).toHaveLength(phrase.coins.length + 1);
    expect(w.coins.at(-1)).toEqual({
      id: usdtEth.id,
      chainName: 'ethereum',
      symbol: 'USDT',
      name: 'Tether USD',
      type: 'token',
      decimals: 6,
      contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      isInWallet: true,
    });
    expect(WalletMetaSchema.safeParse(w).error).toBeUndefined();
  });

  it('toggles isInWallet of a coin already in the wallet, matched by identity key', () => {
    const hidden = toggleCoin(phrase, entry('ethereum:native'));
    expect(hidden.coins.find((c) => c.id === 'ethereum:native')!.isInWallet).toBe(false);
    expect(hidden.coins).toHaveLength(phrase.coins.length);
    const shown = toggleCoin(hidden, entry('ethereum:native'));
    expect(shown.coins.find((c) => c.id === 'ethereum:native')!.isInWallet).toBe(true);
    // The same token pasted in lower case is the same coin.
    const withUsdt = toggleCoin(phrase, usdtEth);
    const lower = { ...usdtEth, contractAddress: usdtEth.contractAddress!.toLowerCase() };
    expect(toggleCoin(withUsdt, lower).coins.at(-1)!.isInWallet).toBe(false);
  });

  it('moves the selection off a coin being hidden, and back when one is shown', () => {
    expect(phrase.selectedCoinId).toBe('bitcoin:native');
    const hidden = toggleCoin(phrase, entry('bitcoin:native'));
    expect(hidden.selectedCoinId).toBe('ethereum:native');
    const lone = toggleCoin(tronKey, entry('tron:native'));
    expect(lone.selectedCoinId).toBeNull();
    expect(toggleCoin(lone, entry('tron:native')).selectedCoinId).toBe('tron:native');
  });

  it('refuses an unknown chain, and another chain in a private-key wallet', () => {
    expect(() => toggleCoin(phrase, { ...usdtEth, chainName: 'monero' })).toThrow(rule('Unsupported chain'));
    expect(() => toggleCoin(tronKey, usdtEth)).toThrow(rule('coin chain not match'));
    expect(() => toggleCoin(tronKey, entry('bitcoin:native'))).toThrow(rule('coin chain not match'));
    expect(toggleCoin(tronKey, usdtTron).coins.map((c) => c.id)).toEqual(['tron:native', usdtTron.id]);
  });

  it('takes a native coin from the registry, not from the caller', () => {
    const w = toggleCoin(tronKey, {
      chainName: 'tron',
      symbol: 'FAKE',
      name: 'x',
      type: 'coin',
      decimals: 2,
    });
    expect(w.coins).toHaveLength(1); // it is tron:native, already there: toggled, not added
    const added = toggleCoin(phrase, {
      chainName: 'stellar',
      symbol: 'FAKE',
      name: 'x',
      type: 'coin',
      decimals: 2,
    });
    expect(added.coins.at(-1)).toMatchObject({ id: 'stellar:native', symbol: 'XLM', decimals: 7 });
  });

  it('refuses a new coin past MAX_COINS_PER_WALLET', () => {
    const filler = Array.from({ length: MAX_COINS_PER_WALLET - 1 }, (_, i) => ({
      ...phrase.coins[0]!,
      id: `filler:${i}`,
    }));
    const full = { ...tronKey, coins: [...tronKey.coins, ...filler] };
    expect(() => toggleCoin(full, usdtTron)).toThrow(rule('This wallet cannot hold more coins'));
  });
});

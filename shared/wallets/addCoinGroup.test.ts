import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue';
import { addCoinGroup } from './addCoinGroup';
import { addWallet } from './addWallet';
import { toggleCoin } from './toggleCoin';
import { emptyWalletsState, WalletMetaSchema } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
const phrase = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;
const tronKey = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'tron' }).wallet;
const entry = (id: string) => CATALOGUE.find((e) => e.id === id)!;
const stables = [
  entry('ethereum:0xdac17f958d2ee523a2206206994597c13d831ec7'),
  entry('ethereum:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
];

describe('addCoinGroup', () => {
  it('adds the missing coins and marks existing ones as in wallet', () => {
    const hiddenEth = toggleCoin(phrase, entry('ethereum:native'));
    const w = addCoinGroup(hiddenEth, [{ chainName: 'ethereum' }, ...stables]);
    expect(w.coins.find((c) => c.id === 'ethereum:native')!.isInWallet).toBe(true);
    expect(w.coins.slice(-2).map((c) => c.symbol)).toEqual(['USDT', 'USDC']);
    expect(w.coins).toHaveLength(phrase.coins.length + 2);
    expect(WalletMetaSchema.safeParse(w).error).toBeUndefined();
  });

  it('removes duplicates by identity key, in the group and in the wallet', () => {
    const upper = { chainName: 'ethereum', contractAddress: '0xDAC17F958D2EE523A2206206994597C13D831EC7' };
    const w = addCoinGroup(phrase, [...stables, upper, stables[0]!]);
    expect(w.coins).toHaveLength(phrase.coins.length + 2);
    const doubled = { ...phrase, coins: [...phrase.coins, phrase.coins[0]!] };
    expect(addCoinGroup(doubled, [{ chainName: 'bitcoin' }]).coins).toHaveLength(phrase.coins.length);
  });

  it('changes nothing (same object) when every coin is already shown', () => {
    expect(addCoinGroup(phrase, [{ chainName: 'bitcoin' }, { chainName: 'ethereum' }])).toBe(phrase);
  });

  it("refuses the whole group with 'Some coins is missing' when one coin does not match", () => {
    const unknownToken = {
      chainName: 'ethereum',
      contractAddress: '0x000000000000000000000000000000000000dEaD',
    };
    expect(() => addCoinGroup(phrase, [...stables, unknownToken])).toThrow(rule('Some coins is missing'));
    expect(() => addCoinGroup(phrase, [{ chainName: 'monero' }])).toThrow(rule('Some coins is missing'));
    expect(() => addCoinGroup(tronKey, stables)).toThrow(rule('Some coins is missing'));
    const tronUsdt = { chainName: 'tron', contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
    expect(addCoinGroup(tronKey, [tronUsdt]).coins.map((c) => c.symbol)).toEqual(['TRX', 'USDT']);
  });
});

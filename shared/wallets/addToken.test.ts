import { describe, expect, it } from 'vitest';
import { addToken } from './addToken';
import { addWallet } from './addWallet';
import { toggleCoin } from './toggleCoin';
import { emptyWalletsState, WalletMetaSchema } from './types';

const rule = (message: string) => expect.objectContaining({ code: 'RULE', message });
const phrase = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;
const ethKey = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'ethereum' }).wallet;
const custom = {
  chainName: 'ethereum',
  symbol: 'MKR',
  name: 'Maker',
  decimals: 18,
  contractAddress: '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2',
};

describe('addToken', () => {
  it('adds a custom token, shown, keyed by its lower-cased EVM contract', () => {
    const w = addToken(phrase, custom);
    expect(w.coins.at(-1)).toMatchObject({
      id: 'ethereum:0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2',
      symbol: 'MKR',
      type: 'token',
      isInWallet: true,
    });
    expect(WalletMetaSchema.safeParse(w).error).toBeUndefined();
  });

  it("refuses a token already in the wallet with 'Duplication: {symbol} already added'", () => {
    const w = addToken(phrase, custom);
    expect(() => addToken(w, custom)).toThrow(rule('Duplication: MKR already added'));
    const sameContract = {
      ...custom,
      symbol: 'OTHER',
      contractAddress: custom.contractAddress.toLowerCase(),
    };
    expect(() => addToken(w, sameContract)).toThrow(rule('Duplication: MKR already added'));
  });

  it('shows a present but hidden token again instead of refusing it', () => {
    const hidden = toggleCoin(addToken(phrase, custom), { ...custom, type: 'token' });
    expect(hidden.coins.at(-1)!.isInWallet).toBe(false);
    const again = addToken(hidden, custom);
    expect(again.coins.at(-1)!.isInWallet).toBe(true);
    expect(again.coins).toHaveLength(hidden.coins.length);
  });

  it("refuses chains without tokens or unknown ones with 'Unsupported chain'", () => {
    expect(() => addToken(phrase, { ...custom, chainName: 'bitcoin' })).toThrow(rule('Unsupported chain'));
    expect(() => addToken(phrase, { ...custom, chainName: 'nochain' })).toThrow(rule('Unsupported chain'));
  });

  it("refuses another chain in a private-key wallet with 'coin chain not match'", () => {
    expect(() => addToken(ethKey, { ...custom, chainName: 'polygon' })).toThrow(rule('coin chain not match'));
    expect(addToken(ethKey, custom).coins.map((c) => c.symbol)).toEqual(['ETH', 'MKR']);
  });

  it('checks the contract shape per family and the token details', () => {
    expect(() => addToken(phrase, { ...custom, contractAddress: '0x1234' })).toThrow(
      rule('Invalid contract address'),
    );
    expect(() => addToken(phrase, { ...custom, chainName: 'tron' })).toThrow(
      rule('Invalid contract address'),
    );
    const tron = { ...custom, chainName: 'tron', contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' };
    expect(addToken(phrase, tron).coins.at(-1)!.id).toBe('tron:TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    const invalid = 'Invalid token: symbol 1-16, name 1-64 characters, decimals 0-36';
    expect(() => addToken(phrase, { ...custom, symbol: ' ' })).toThrow(rule(invalid));
    expect(() => addToken(phrase, { ...custom, symbol: 'A'.repeat(17) })).toThrow(rule(invalid));
    expect(() => addToken(phrase, { ...custom, symbol: 'US\u202eDT' })).toThrow(rule(invalid));
    expect(() => addToken(phrase, { ...custom, decimals: 1.5 })).toThrow(rule(invalid));
    expect(() => addToken(phrase, { ...custom, decimals: 37 })).toThrow(rule(invalid));
    expect(addToken(phrase, { ...custom, symbol: ' USD₮ ' }).coins.at(-1)!.symbol).toBe('USD₮');
  });
});

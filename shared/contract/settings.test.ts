import { describe, expect, it } from 'vitest';
import { API_KEY_IDS, apiKeyLists } from '../chains/apiKeys';
import { applySettingsPatch, DEFAULT_SETTINGS, SettingsPatchSchema, SettingsSchema } from './settings';

/** A settings.json exactly as the app writes it today (before the keys came from a table). */
const SAVED_TODAY = {
  localCurrency: 'EUR',
  notifications: { received: true, sent: false },
  fingerprint: false,
  lockTime: 15,
  paymentUrlCoin: '',
  paymentUrlAmount: '',
  paymentUrlCurrencyAmount: '',
  feesOptions: false,
  chatsOptions: false,
  searchInHomeScreen: true,
  theme: 'dark',
  apiKeys: {
    etherscan: 'K1, K2',
    oklink: '',
    blockcypher: ' tok ',
    blockchair: '',
    blockdaemon: 'bd',
    trongrid: '',
    subscan: '',
    blockfrost: '',
    coinmarketcap: 'cmc-1,cmc-2',
  },
};

describe('settings API keys from the shared table', () => {
  it("load a file saved in today's shape unchanged", () => {
    expect(SettingsSchema.parse(structuredClone(SAVED_TODAY))).toEqual({
      ...SAVED_TODAY,
      // added since: no Moralis key, NFT media shown
      apiKeys: { ...SAVED_TODAY.apiKeys, moralis: '' },
      hideNftMedia: false,
      proxy: '',
      nodes: {},
      hederaOperators: { mainnet: '', testnet: '' },
      // added since: no proxy login, every optional feature on
      proxyLogin: false,
      features: { prices: true, news: true, updateCheck: true, remoteIcons: true },
    });
  });

  it('take a SOCKS5 (remote DNS) or HTTP CONNECT proxy, and refuse one that would leak names', () => {
    const withProxy = (proxy: string) => SettingsSchema.safeParse({ ...SAVED_TODAY, proxy });
    expect(withProxy('socks5h://127.0.0.1:9050/').data?.proxy).toBe('socks5h://127.0.0.1:9050');
    expect(withProxy('http://10.0.0.1:3128').success).toBe(true);
    expect(withProxy('socks5://127.0.0.1:9050').error?.issues[0]?.message).toMatch(/socks5h/);
    expect(withProxy('socks5h://user:pw@127.0.0.1:9050').success).toBe(false);
  });

  it('keep the same ids, and the defaults say "no key" for each', () => {
    expect([...API_KEY_IDS].sort()).toEqual(
      [
        'blockchair',
        'blockcypher',
        'blockdaemon',
        'coinmarketcap',
        'etherscan',
        'moralis',
        'oklink',
        'trongrid',
        'subscan',
        'blockfrost',
      ].sort(),
    );
    expect(DEFAULT_SETTINGS.apiKeys).toEqual(Object.fromEntries(API_KEY_IDS.map((id) => [id, ''])));
  });

  it('turn the saved texts into key lists: comma lists for multi-key rows, one trimmed key otherwise', () => {
    expect(apiKeyLists({ ...SAVED_TODAY.apiKeys, moralis: '' })).toEqual({
      etherscan: ['K1', 'K2'],
      blockcypher: ['tok'],
      blockdaemon: ['bd'],
      coinmarketcap: ['cmc-1', 'cmc-2'],
    });
    expect(apiKeyLists({ ...DEFAULT_SETTINGS.apiKeys, blockchair: 'a,b' })).toEqual({ blockchair: ['a,b'] });
  });

  it('refuse an unknown provider id and key text that could be anything but a key', () => {
    expect(SettingsPatchSchema.safeParse({ apiKeys: { nope: 'x' } }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ apiKeys: { etherscan: 'a"b' } }).success).toBe(false);
    expect(SettingsPatchSchema.parse({ apiKeys: { oklink: 'k' } })).toEqual({ apiKeys: { oklink: 'k' } });
  });
});

describe('the Hedera operator account per network (issue 36)', () => {
  it('takes 0.0.N per network, or none, and keeps the other network when one is patched', () => {
    const patch = SettingsPatchSchema.parse({ hederaOperators: { testnet: '0.0.4515' } });
    const next = applySettingsPatch(
      { ...DEFAULT_SETTINGS, hederaOperators: { mainnet: '0.0.98', testnet: '' } },
      patch,
    );
    expect(next.hederaOperators).toEqual({ mainnet: '0.0.98', testnet: '0.0.4515' });
    expect(SettingsPatchSchema.parse({ hederaOperators: { mainnet: '' } })).toEqual({
      hederaOperators: { mainnet: '' },
    });
  });
  it.each([
    '0.0.0',
    '0.0.012',
    '1.0.5',
    '0.0.',
    '0.0.5 ',
    '0.0.5-abcde',
    'abc',
    '0x12',
    '0.0.12345678901234567890',
  ])('refuses %j as an operator account', (id) => {
    expect(SettingsPatchSchema.safeParse({ hederaOperators: { testnet: id } }).success).toBe(false);
    expect(
      SettingsSchema.safeParse({ ...DEFAULT_SETTINGS, hederaOperators: { mainnet: id, testnet: '' } })
        .success,
    ).toBe(false);
  });
  it('refuses a network it does not know', () => {
    expect(SettingsPatchSchema.safeParse({ hederaOperators: { previewnet: '0.0.5' } }).success).toBe(false);
  });
});

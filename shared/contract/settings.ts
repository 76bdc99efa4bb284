import { z } from 'zod';
import { API_KEY_IDS, keyList, type ApiKeyId } from '../chains/apiKeys';
import { CustomNodesSchema } from '../net/customNode';
import { ProxyInputSchema, ProxyUrlSchema } from '../net/proxyUrl';

/** Fiat currencies the price feed can quote; the settings screen offers these. */
export const FIAT_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'CNY',
  'INR',
  'BRL',
] as const;

/** Longest auto-lock delay offered, in minutes: a day. Longer would make the lock meaningless. */
export const MAX_LOCK_MINUTES = 24 * 60;

const shortText = z.string().max(128);
const apiKeyText = z
  .string()
  .max(1000)
  .regex(/^[A-Za-z0-9_.,\- ]*$/, 'API keys are letters, digits, - _ . and commas');

/**
 * One text field per provider of the table, keyed by its id: the same shape as every saved
 * settings file so far, and an unknown id is refused (strict). A provider added since the file
 * was saved reads as no key.
 */
const keyOrNone = apiKeyText.default('');
const ApiKeysSchema = z.strictObject(
  Object.fromEntries(API_KEY_IDS.map((id) => [id, keyOrNone])) as Record<ApiKeyId, typeof keyOrNone>,
);
/** A patch names only the keys it changes: no default may fill (and so clear) the others. */
const ApiKeysPatchSchema = z.strictObject(
  Object.fromEntries(API_KEY_IDS.map((id) => [id, apiKeyText.optional()])) as Record<
    ApiKeyId,
    z.ZodOptional<typeof apiKeyText>
  >,
);

/**
 * A Hedera account id as an operator is named: shard and realm 0 (the public networks'), a
 * number without leading zeros; '' for none.
 */
export const HederaOperatorIdSchema = z
  .string()
  .max(24)
  .regex(/^(0\.0\.[1-9]\d{0,18})?$/, 'A Hedera account id looks like 0.0.12345');

/** One operator account per public network: an account id valid on one is another on the other. */
const HederaOperatorsSchema = z.strictObject({
  mainnet: HederaOperatorIdSchema,
  testnet: HederaOperatorIdSchema,
});

/**
 * The optional features that contact an outside host (Settings → Privacy): fiat prices and
 * their charts (the market-data provider learns which coins you hold), the news feed, the
 * update check (the feed learns the app runs), dapp icons fetched for WalletConnect (the
 * dapp's host learns a wallet looked at it). NFT media has its own switch (hideNftMedia).
 */
export const OptionalFeaturesSchema = z.strictObject({
  prices: z.boolean(),
  news: z.boolean(),
  updateCheck: z.boolean(),
  remoteIcons: z.boolean(),
});
export type OptionalFeatures = z.infer<typeof OptionalFeaturesSchema>;
const ALL_FEATURES_ON: OptionalFeatures = { prices: true, news: true, updateCheck: true, remoteIcons: true };

export const SettingsSchema = z.strictObject({
  localCurrency: z.enum(FIAT_CURRENCIES),
  notifications: z.strictObject({ received: z.boolean(), sent: z.boolean() }),
  /** OS biometrics as a second gate on unlock; never the decryption key. */
  fingerprint: z.boolean(),
  /** Minutes of inactivity before auto-lock; 0 turns inactivity lock off (OS lock still locks). */
  lockTime: z.number().int().min(0).max(MAX_LOCK_MINUTES),
  paymentUrlCoin: shortText,
  paymentUrlAmount: shortText,
  paymentUrlCurrencyAmount: shortText,
  feesOptions: z.boolean(),
  chatsOptions: z.boolean(),
  searchInHomeScreen: z.boolean(),
  theme: z.enum(['system', 'light', 'dark']),
  /**
   * The user's own explorer keys for the keyed tiers after the free ones (spec §7), one text
   * field per row of shared/chains/apiKeys.ts; several Etherscan or OKLink keys may be given,
   * comma-separated, and are rotated on 429.
   */
  apiKeys: ApiKeysSchema,
  /**
   * The proxy every outside connection of main goes through ('' for none): socks5h://host:port
   * or http://host:port (HTTP CONNECT). While set, nothing falls back to a direct connection.
   * Files saved before it existed read as no proxy.
   */
  proxy: ProxyUrlSchema.default(''),
  /**
   * A login for the proxy is saved: the user name and password themselves are only in the
   * encrypted cache (main/net/proxyLogin.ts), never in this file nor shown back.
   */
  proxyLogin: z.boolean().default(false),
  /**
   * The user's own node per chain (Settings → Networks), tried first. Saved only through
   * 'nodes.set', which asks the node which chain it serves first: not part of the patch.
   */
  nodes: CustomNodesSchema.default({}),
  /**
   * Settings → Privacy "Hide NFT media": main fetches no NFT image at all (an image host learns
   * the user's IP, or the proxy's, and which NFTs they look at). Files saved before it: shown.
   */
  hideNftMedia: z.boolean().default(false),
  /**
   * Settings → Privacy: the optional features that contact an outside host, each with its own
   * switch; off, main makes no such request at all. Files saved before it: all on.
   */
  features: OptionalFeaturesSchema.default(ALL_FEATURES_ON),
  /**
   * Settings → Networks "Hedera operator account", per network (spec: a different id on testnet
   * and mainnet): the product backend's account that pays to create a Hedera account for a fresh
   * key of this wallet (main/product/hederaAccounts.ts). '' for none: nothing is asked. The local
   * profile uses the testnet one. Files saved before it: none.
   */
  hederaOperators: HederaOperatorsSchema.default({ mainnet: '', testnet: '' }),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  localCurrency: 'USD',
  notifications: { received: true, sent: true },
  fingerprint: false,
  lockTime: 0,
  paymentUrlCoin: '',
  paymentUrlAmount: '',
  paymentUrlCurrencyAmount: '',
  feesOptions: false,
  chatsOptions: false,
  searchInHomeScreen: true,
  theme: 'system',
  apiKeys: Object.fromEntries(API_KEY_IDS.map((id) => [id, ''])) as Record<ApiKeyId, string>,
  proxy: '',
  proxyLogin: false,
  nodes: {},
  hideNftMedia: false,
  features: ALL_FEATURES_ON,
  hederaOperators: { mainnet: '', testnet: '' },
};

/**
 * The spec's rule: a non-numeric lock time becomes 0. A number out of range is clamped,
 * because the field is typed by hand and a typo should not fail the whole settings save.
 */
export function normaliseLockTime(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(Math.floor(n), MAX_LOCK_MINUTES);
}

export const SettingsPatchSchema = z.strictObject({
  localCurrency: SettingsSchema.shape.localCurrency.optional(),
  notifications: z
    .strictObject({ received: z.boolean().optional(), sent: z.boolean().optional() })
    .optional(),
  fingerprint: z.boolean().optional(),
  lockTime: z
    .union([z.number(), z.string().max(32)])
    .transform(normaliseLockTime)
    .optional(),
  paymentUrlCoin: shortText.optional(),
  paymentUrlAmount: shortText.optional(),
  paymentUrlCurrencyAmount: shortText.optional(),
  feesOptions: z.boolean().optional(),
  chatsOptions: z.boolean().optional(),
  searchInHomeScreen: z.boolean().optional(),
  theme: SettingsSchema.shape.theme.optional(),
  apiKeys: ApiKeysPatchSchema.optional(),
  /** may carry a login (user:pass@), which main moves into the encrypted cache */
  proxy: ProxyInputSchema.optional(),
  hideNftMedia: z.boolean().optional(),
  features: OptionalFeaturesSchema.partial().optional(),
  hederaOperators: z
    .strictObject({ mainnet: HederaOperatorIdSchema.optional(), testnet: HederaOperatorIdSchema.optional() })
    .optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/** A comma-separated key list as the families take it (kept here for older imports). */
export { keyList };

export function applySettingsPatch(current: Settings, patch: SettingsPatch): Settings {
  const next: Settings = {
    ...current,
    notifications: { ...current.notifications },
    apiKeys: { ...current.apiKeys },
    nodes: { ...current.nodes },
    hederaOperators: { ...current.hederaOperators },
    features: { ...current.features },
  };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    if (k === 'notifications' || k === 'apiKeys' || k === 'hederaOperators' || k === 'features') {
      const target = next[k] as Record<string, unknown>;
      for (const [nk, nv] of Object.entries(v as Record<string, unknown>))
        if (nv !== undefined) target[nk] = nv;
    } else (next as Record<string, unknown>)[k] = v;
  }
  return SettingsSchema.parse(next);
}

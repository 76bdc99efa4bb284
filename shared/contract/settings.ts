import { z } from 'zod';

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
   * The user's own explorer keys for the keyed tiers after the free ones (spec §7); several
   * Etherscan or OKLink keys may be given, comma-separated, and are rotated on 429.
   */
  apiKeys: z.strictObject({
    etherscan: apiKeyText,
    oklink: apiKeyText,
    blockcypher: apiKeyText,
    blockchair: apiKeyText,
    blockdaemon: apiKeyText,
    /** market prices: CoinMarketCap instead of the keyless default provider */
    coinmarketcap: apiKeyText,
  }),
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
  apiKeys: {
    etherscan: '',
    oklink: '',
    blockcypher: '',
    blockchair: '',
    blockdaemon: '',
    coinmarketcap: '',
  },
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
  apiKeys: SettingsSchema.shape.apiKeys.partial().optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/** A comma-separated key list as the families take it. */
export function keyList(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

export function applySettingsPatch(current: Settings, patch: SettingsPatch): Settings {
  const next: Settings = {
    ...current,
    notifications: { ...current.notifications },
    apiKeys: { ...current.apiKeys },
  };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) continue;
    if (k === 'notifications' || k === 'apiKeys') {
      const target = next[k] as Record<string, unknown>;
      for (const [nk, nv] of Object.entries(v as Record<string, unknown>))
        if (nv !== undefined) target[nk] = nv;
    } else (next as Record<string, unknown>)[k] = v;
  }
  return SettingsSchema.parse(next);
}

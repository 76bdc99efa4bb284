import { FAMILY_MODULES, type FamilyModule } from './families';
import type { ApiKeyProvider } from './sharedFamily';

export type { ApiKeyProvider } from './sharedFamily';

/**
 * Every provider the user may give an API key for, as data: the settings schema, the
 * Settings → API keys card and main's family descriptors all read this one table. It lives
 * in shared/ because the renderer shows the labels and cannot import main/; a family
 * descriptor in main/ hands its module's rows on (`apiKeys: evmShared.apiKeys`).
 *
 * Adding a keyed provider is one row in its family's module (shared/chains/<f>/index.ts) and
 * its id in the descriptor that reads it. The saved settings keep each key as the text the
 * user typed, so the file format does not change when a row is added: a missing id loads as
 * "no key". The price feed's key is the one provider that belongs to no family.
 */
const PRICE_KEYS = [
  {
    id: 'coinmarketcap',
    label: 'CoinMarketCap',
    hint: 'Fiat prices; without a key the keyless default source is used',
    multiple: true,
  },
] as const satisfies readonly ApiKeyProvider[];

export type ApiKeyId = FamilyModule['apiKeys'][number]['id'] | (typeof PRICE_KEYS)[number]['id'];

/** Each family's keyed providers, in the families list's order, then the price feed's. */
export const API_KEY_PROVIDERS: readonly ApiKeyProvider<ApiKeyId>[] = [
  ...FAMILY_MODULES.flatMap((m): readonly ApiKeyProvider<ApiKeyId>[] => m.apiKeys),
  ...PRICE_KEYS,
];

export const API_KEY_IDS: readonly ApiKeyId[] = API_KEY_PROVIDERS.map((p) => p.id);

/** A comma-separated key list as the providers take it. */
export function keyList(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

/** The keys the user gave, by id, as lists (one entry for single-key providers); empty ids are left out. */
export function apiKeyLists(texts: Readonly<Record<ApiKeyId, string>>): Partial<Record<ApiKeyId, string[]>> {
  const out: Partial<Record<ApiKeyId, string[]>> = {};
  for (const p of API_KEY_PROVIDERS) {
    const text = texts[p.id] ?? '';
    const keys = p.multiple ? keyList(text) : text.trim() ? [text.trim()] : [];
    if (keys.length > 0) out[p.id] = keys;
  }
  return out;
}

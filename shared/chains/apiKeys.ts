/**
 * Every provider the user may give an API key for, as data: the settings schema, the
 * Settings → API keys card and main's family descriptors all read this one table. It lives
 * in shared/ because the renderer shows the labels and cannot import main/; a family
 * descriptor in main/ names the rows it uses by id (`apiKeyRows('etherscan', 'oklink')`).
 *
 * Adding a keyed provider is one row here and its id in the descriptor (or the price feed)
 * that reads it. The saved settings keep each key as the text the user typed, so the file
 * format does not change when a row is added: a missing id loads as "no key".
 */
export interface ApiKeyProvider<Id extends string = string> {
  /** the field name in settings.apiKeys; never renamed, saved files use it */
  readonly id: Id;
  readonly label: string;
  readonly hint: string;
  /** several keys, comma-separated, rotated on 429; otherwise the whole text is one key */
  readonly multiple: boolean;
}

// prettier-ignore
export const API_KEY_PROVIDERS = [
  { id: 'etherscan', label: 'Etherscan', hint: 'EVM history after the free tier; several keys, comma-separated', multiple: true },
  { id: 'oklink', label: 'OKLink', hint: 'EthereumPoW history', multiple: true },
  { id: 'blockcypher', label: 'BlockCypher token', hint: 'Bitcoin, Litecoin, Dogecoin', multiple: false },
  { id: 'blockchair', label: 'Blockchair key', hint: 'Bitcoin family fallback', multiple: false },
  { id: 'blockdaemon', label: 'Blockdaemon key', hint: 'Bitcoin family, last fallback', multiple: false },
  { id: 'trongrid', label: 'TronGrid', hint: 'Tron balances, history and sends (TRON-PRO-API-KEY); works without one at a lower rate', multiple: false },
  { id: 'subscan', label: 'Subscan', hint: 'Polkadot history (X-API-Key)', multiple: false },
  { id: 'blockfrost', label: 'Blockfrost project id', hint: 'Cardano balances, history and sends (project_id)', multiple: false },
  { id: 'coinmarketcap', label: 'CoinMarketCap', hint: 'Fiat prices; without a key the keyless default source is used', multiple: true },
] as const satisfies readonly ApiKeyProvider[];

export type ApiKeyId = (typeof API_KEY_PROVIDERS)[number]['id'];

export const API_KEY_IDS: readonly ApiKeyId[] = API_KEY_PROVIDERS.map((p) => p.id);

/** The rows of these ids, in the order given; a descriptor's `apiKeys`. */
export function apiKeyRows<Id extends ApiKeyId>(...ids: Id[]): ApiKeyProvider<Id>[] {
  return ids.map((id) => API_KEY_PROVIDERS.find((p) => p.id === id) as ApiKeyProvider<Id>);
}

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

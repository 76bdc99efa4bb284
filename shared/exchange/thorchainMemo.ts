/**
 * THORChain's swap memo, read strictly: `SWAP:ASSET:DEST:LIM/INTERVAL/QUANTITY:AFFILIATE:FEE`
 * (https://dev.thorchain.org/concepts/memos.html#swap). The signer reads the memo of every
 * swap deposit it signs with this parser and holds what it says to what the user approved, so
 * it takes only the shapes a THORNode quote writes and refuses everything else: synthetic,
 * trade and secured assets, a custom refund address, several affiliates, stray fields.
 *
 * Shapes accepted:
 *  - action `SWAP`, `s` or `=` (any case, as THORNode lowers it before matching);
 *  - asset `CHAIN.SYMBOL` or `CHAIN.SYMBOL-CONTRACT`, or one of the one-letter aliases of
 *    memo-length reduction (https://dev.thorchain.org/concepts/memo-length-reduction.html),
 *    returned upper-cased and expanded so callers compare one spelling;
 *  - destination: an address or THORName, never empty;
 *  - limit: empty (none), digits, or THORChain's short scientific form (`15e6`), optionally
 *    followed by `/INTERVAL/QUANTITY` for a streaming swap;
 *  - affiliate and fee: both or neither; the fee in basis points, at most 1 000.
 */

export interface ThorchainAsset {
  /** `BTC.BTC`, `ETH.USDT-0XDAC17F958D2EE523A2206206994597C13D831EC7`: upper case, aliases expanded */
  id: string;
  chain: string;
}

export interface ThorchainSwapMemo {
  asset: ThorchainAsset;
  destination: string;
  /** the least the swap may pay out, in THORChain's 1e8 units; 0n when the memo sets none */
  limit: bigint;
  /** a streaming swap's blocks between sub-swaps and number of sub-swaps (0: THORNode picks) */
  streaming: { interval: number; quantity: number } | null;
  affiliate: { name: string; feeBps: number } | null;
}

export type ParseMemoResult = { ok: true; memo: ThorchainSwapMemo } | { ok: false; reason: string };

/** The one-letter assets of memo-length reduction; any other single letter is refused. */
export const THORCHAIN_ASSET_ALIASES: Readonly<Record<string, string>> = {
  a: 'AVAX.AVAX',
  b: 'BTC.BTC',
  c: 'BCH.BCH',
  d: 'DOGE.DOGE',
  e: 'ETH.ETH',
  g: 'GAIA.ATOM',
  l: 'LTC.LTC',
  r: 'THOR.RUNE',
  s: 'BSC.BNB',
};

/** THORChain's cap on an affiliate fee (10 %). */
export const MAX_AFFILIATE_BPS = 1000;
/** Limits are uint64 on THORChain; more digits cannot be a real limit. */
const MAX_LIMIT = 2n ** 64n - 1n;

const SWAP_ACTIONS = new Set(['swap', 's', '=']);
// CHAIN.SYMBOL[-CONTRACT]; '/' (synth), '~' (trade) and a chain-less 'BTC-BTC' (secured) do not match
const ASSET = /^([A-Z][A-Z0-9]{1,9})\.([A-Z0-9]{1,20})(-[A-Z0-9]{1,66})?$/;
// addresses and THORNames: letters, digits and the few marks THORNames allow; never '/' (refund address)
const DESTINATION = /^[A-Za-z0-9._+-]{1,128}$/;
const AFFILIATE = /^[a-z0-9._+-]{1,64}$/;
const LIMIT = /^(?:(0|[1-9]\d{0,19})|([1-9]\d{0,19})e(\d{1,2}))$/;
const COUNT = /^(0|[1-9]\d{0,5})$/;
const BPS = /^(0|[1-9]\d{0,3})$/;

const refuse = (reason: string): ParseMemoResult => ({ ok: false, reason });

function parseAsset(text: string): ThorchainAsset | null {
  const alias = THORCHAIN_ASSET_ALIASES[text.toLowerCase()];
  const id = alias ?? text.toUpperCase();
  const m = ASSET.exec(id);
  return m ? { id, chain: m[1]! } : null;
}

function parseLimit(text: string): bigint | null {
  if (text === '') return 0n;
  const m = LIMIT.exec(text);
  if (!m) return null;
  const value = m[1] !== undefined ? BigInt(m[1]) : BigInt(m[2]!) * 10n ** BigInt(m[3]!);
  return value <= MAX_LIMIT ? value : null;
}

/** Reads a THORChain swap memo; any other memo, or a swap memo with anything unexpected, is refused. */
export function parseThorchainSwapMemo(memo: string): ParseMemoResult {
  // printable ASCII only: no spaces, controls or look-alike letters hiding in the memo
  if (!/^[\x21-\x7e]+$/.test(memo)) return refuse('The memo has characters a swap memo does not');
  const parts = memo.split(':');
  if (!SWAP_ACTIONS.has(parts[0]!.toLowerCase())) return refuse('The memo is not a swap');
  if (parts.length < 3 || parts.length > 6 || parts.length === 5)
    return refuse('The swap memo does not have the fields of a swap');
  const [, assetText, destination, limitText = '', affiliateText, feeText] = parts as [
    string,
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
  ];
  const asset = parseAsset(assetText);
  if (!asset) return refuse('The swap memo names an asset it cannot swap to');
  if (!DESTINATION.test(destination)) return refuse('The swap memo has no valid destination');

  const [limitPart, ...stream] = limitText.split('/');
  const limit = parseLimit(limitPart!);
  if (limit === null) return refuse('The swap memo has a malformed limit');
  let streaming: ThorchainSwapMemo['streaming'] = null;
  if (stream.length > 0) {
    const [interval, quantity] = stream;
    if (stream.length !== 2 || !COUNT.test(interval!) || !COUNT.test(quantity!))
      return refuse('The swap memo has malformed streaming parameters');
    streaming = { interval: Number(interval), quantity: Number(quantity) };
  }

  let affiliate: ThorchainSwapMemo['affiliate'] = null;
  if (affiliateText !== undefined) {
    if (!AFFILIATE.test(affiliateText)) return refuse('The swap memo has a malformed affiliate');
    if (!BPS.test(feeText!) || Number(feeText) > MAX_AFFILIATE_BPS)
      return refuse('The swap memo has a malformed affiliate fee');
    affiliate = { name: affiliateText, feeBps: Number(feeText) };
  }
  return { ok: true, memo: { asset, destination, limit, streaming, affiliate } };
}

/** A memo's destination against the approved one: EVM's hex addresses read the same in any case, all else exactly. */
export const sameSwapDestination = (memo: string, approved: string): boolean =>
  /^0x[0-9a-fA-F]{40}$/.test(approved) ? memo.toLowerCase() === approved.toLowerCase() : memo === approved;

/**
 * Business constants of the UTXO family (spec/chains.md §9 unless noted). Every value that
 * touches money is a bigint in base units (satoshi, litoshi, koinu).
 */

/** BIP44 gap limit: a scan stops after this many unused addresses in a row. */
export const GAP_LIMIT = 20;
/** Parallel requests for history and previous transactions; explorers rate-limit beyond a handful. */
export const DISCOVERY_CONCURRENCY = 8;
/**
 * Requests in flight during account discovery, by the first provider's kind. Esplora servers
 * (Blockstream, mempool.space) take a whole gap window at once; the keyed explorers' free tiers
 * allow a few per second. A 429 halves the pool either way (logic/requestPool.ts). Esplora's 96:
 * the gap-limit frontier of a long-used wallet keeps up to three gaps of probes out beside the
 * UTXO lists of the used addresses; at 48 the pool, not the frontier, set the round trips (11
 * for 200 used addresses against 6). main/net/http.ts keeps as many sockets per host.
 */
export const DISCOVERY_POOL: Readonly<
  Record<'esplora' | 'blockcypher' | 'blockchair' | 'blockdaemon', number>
> = {
  esplora: 96,
  blockcypher: 3,
  blockchair: 8,
  blockdaemon: 8,
};

/** sat/vB used when no provider answers with a usable rate. */
export const DEFAULT_FEE_RATE = 20n;
/** BlockCypher reports fees per kB; with no answer its fallback is 15360 per kB. */
export const BLOCKCYPHER_FALLBACK_PER_KB = 15360n;
export const FEE_MULTIPLIER_NORMAL = '1.4';
export const FEE_MULTIPLIER_RECOMMENDED = '1.65';
/** Guard against a provider (or a typo) asking for an absurd rate, sat/vB. */
export const MAX_FEE_RATE = 10_000n;

/** BIP125: signals replaceability, so a stuck send can be sped up or cancelled. */
export const SEQUENCE_RBF = 0xfffffffd;

export const HISTORY_LIMIT = 20;
export const BLOCKCHAIR_HISTORY_LIMIT = 10;
export const BLOCKCHAIR_BATCH = 10;
export const BLOCKCHAIR_UTXO_LIMIT = 100;

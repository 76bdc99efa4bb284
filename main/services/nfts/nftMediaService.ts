import type { CallInput, CallOutput } from '../../../shared/contract';
import type { NftItem } from '../../chains/family';
import { fetchImage, MEDIA_MAX_BYTES, type FetchImageOptions } from './media/fetchImage';
import { fetchMetadata, type FetchedMetadata } from './media/fetchMetadata';
import { MediaCache } from './media/mediaCache';
import type { MediaStore } from './media/mediaStore';
import type { NftMediaConfig } from './media/mediaConfig';
import { resolveMediaUrl } from './media/resolveMediaUrl';

type MediaAnswer = CallOutput<'nft.media'>;

/** Bytes of media main keeps: a few galleries' worth of thumbnails, not a disk's worth of art. */
export const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;
/** Bytes of read metadata main keeps (as JSON text): thousands of items' names and attributes. */
const METADATA_CACHE_BYTES = 4 * 1024 * 1024;
/** Token URIs of one page read at once: a page is 20 items, so one round of requests. */
const METADATA_PARALLEL = 20;
/** NFTs whose media URI main remembers from the pages it listed; the oldest go first. */
const REMEMBERED_MAX = 20_000;

export interface NftMediaServiceOptions extends FetchImageOptions {
  cacheBytes?: number;
  /** Settings → Privacy "Hide NFT media": main then fetches none */
  hidden?: () => boolean;
  /** media kept in the encrypted cache across restarts, behind the in-memory copy */
  store?: MediaStore;
}

const keyOf = (coinId: string, contract: string, tokenId: string) =>
  `${coinId}|${contract.toLowerCase()}|${tokenId}`;

/**
 * NFT media through main only (issue 28). The media URI of each listed NFT stays here, keyed by
 * coin, contract and token id, so the renderer asks for "this NFT's image", never for a URL it
 * could choose; the image is resolved (https, ipfs://, ar:// through the configured gateways),
 * fetched over main's outbound route with a byte cap and a type check (fetchImage.ts), and handed
 * on as a data: URL, the only image source the page's CSP allows besides the app itself.
 */
export class NftMediaService {
  /** each listed NFT's media URI, or why it has none to show (its metadata could not be read) */
  private readonly uris = new Map<string, string | { reason: string }>();
  private readonly cache: MediaCache<MediaAnswer>;
  private readonly inflight = new Map<string, Promise<MediaAnswer>>();
  /** token URI → its metadata or the verdict on it; small, so kept beside the images */
  private readonly metadata = new MediaCache<FetchedMetadata>(
    METADATA_CACHE_BYTES,
    (m) => JSON.stringify(m).length,
  );

  constructor(
    private readonly config: NftMediaConfig,
    private readonly opts: NftMediaServiceOptions = {},
  ) {
    this.cache = new MediaCache<MediaAnswer>(opts.cacheBytes ?? MEDIA_CACHE_BYTES, (a) =>
      a.status === 'ok' ? a.dataUrl.length : a.reason.length,
    );
  }

  /**
   * Items whose provider gave no metadata (`metadataUri`) with it read from that URI through
   * the media path (fetchMetadata.ts): its name, description, image and attributes where it
   * has them. One that cannot be read keeps its placeholder, and its media answer says why. With
   * NFT media hidden nothing is fetched: the metadata's host would see the user's address too.
   */
  async withMetadata(coinId: string, items: readonly NftItem[]): Promise<NftItem[]> {
    const out = [...items];
    const todo = items.flatMap((item, i) => (item.metadataUri !== undefined ? [i] : []));
    if (this.opts.hidden?.()) return out;
    for (let k = 0; k < todo.length; k += METADATA_PARALLEL) {
      await Promise.all(
        todo.slice(k, k + METADATA_PARALLEL).map(async (i) => {
          const item = items[i]!;
          const got = await this.readMetadata(item.metadataUri!);
          if (!got.ok) {
            this.failed.set(keyOf(coinId, item.contractAddress, item.tokenId.toString(10)), got.reason);
            return;
          }
          const m = got.metadata;
          out[i] = {
            ...item,
            ...(m.name !== undefined ? { name: m.name } : {}),
            ...(m.description !== undefined ? { description: m.description } : {}),
            ...(m.image !== undefined ? { image: m.image } : {}),
            attributes: m.attributes.length ? m.attributes : item.attributes,
          };
        }),
      );
    }
    return out;
  }

  private async readMetadata(uri: string): Promise<FetchedMetadata> {
    const cached = this.metadata.get(uri);
    if (cached) return cached;
    const got = await fetchMetadata(uri, this.config, {
      ...(this.opts.fetchFn ? { fetchFn: this.opts.fetchFn } : {}),
      ...(this.opts.timeoutMs !== undefined ? { timeoutMs: this.opts.timeoutMs } : {}),
    });
    // a network failure is not a verdict: the next listing asks again
    if (got.ok || !got.transient) this.metadata.set(uri, got);
    return got;
  }

  /** Why an item's metadata could not be read, for its media answer, until it is listed again. */
  private readonly failed = new Map<string, string>();

  /** Keeps the media URI of an NFT main just listed (none: forgets an older one). */
  remember(
    coinId: string,
    item: { contractAddress: string; tokenId: bigint; image?: string | undefined },
  ): void {
    const key = keyOf(coinId, item.contractAddress, item.tokenId.toString(10));
    this.uris.delete(key);
    const failed = this.failed.get(key);
    this.failed.delete(key);
    if (item.image === undefined && failed === undefined) return;
    this.uris.set(key, item.image ?? { reason: `No image: ${lowerFirst(failed!)}` });
    if (this.uris.size > REMEMBERED_MAX) this.uris.delete(this.uris.keys().next().value!);
  }

  async media(input: CallInput<'nft.media'>): Promise<MediaAnswer> {
    if (this.opts.hidden?.()) return none('NFT media is hidden in Settings');
    const uri = this.uris.get(keyOf(input.coinId, input.contractAddress, input.tokenId));
    if (uri === undefined) return none('No image');
    if (typeof uri !== 'string') return none(uri.reason);
    const resolved = resolveMediaUrl(uri, this.config);
    if (!resolved.ok) return none(resolved.reason);
    const cached = this.cache.get(resolved.url) ?? this.stored(resolved.url);
    if (cached) return cached;
    let p = this.inflight.get(resolved.url);
    if (!p) {
      p = this.load(resolved.url).finally(() => this.inflight.delete(resolved.url));
      this.inflight.set(resolved.url, p);
    }
    return p;
  }

  private async load(url: string): Promise<MediaAnswer> {
    const got = await fetchImage(url, { ...this.opts, maxBytes: this.opts.maxBytes ?? MEDIA_MAX_BYTES });
    const answer: MediaAnswer = got.ok
      ? { status: 'ok', dataUrl: `data:${got.type};base64,${got.bytes.toString('base64')}` }
      : none(got.reason);
    // a network failure is not a verdict on the file: the next ask tries again
    if (got.ok || !got.transient) {
      this.cache.set(url, answer);
      this.keep(() => this.opts.store?.set(url, answer));
    }
    return answer;
  }

  /** The stored copy, put back in memory; none while locked or when the cache cannot be read. */
  private stored(url: string): MediaAnswer | undefined {
    let got: MediaAnswer | undefined;
    this.keep(() => (got = this.opts.store?.get(url)));
    if (got) this.cache.set(url, got);
    return got;
  }

  /** The cache going away under a lock is no reason to fail showing an image. */
  private keep(fn: () => void): void {
    try {
      fn();
    } catch {
      // shown from memory or fetched again
    }
  }
}

const none = (reason: string): MediaAnswer => ({ status: 'none', reason });
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

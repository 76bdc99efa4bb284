import type { CallInput, CallOutput } from '../../../shared/contract';
import { fetchImage, MEDIA_MAX_BYTES, type FetchImageOptions } from './media/fetchImage';
import { MediaCache } from './media/mediaCache';
import type { NftMediaConfig } from './media/mediaConfig';
import { resolveMediaUrl } from './media/resolveMediaUrl';

type MediaAnswer = CallOutput<'nft.media'>;

/** Bytes of media main keeps: a few galleries' worth of thumbnails, not a disk's worth of art. */
export const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;
/** NFTs whose media URI main remembers from the pages it listed; the oldest go first. */
const REMEMBERED_MAX = 20_000;

export interface NftMediaServiceOptions extends FetchImageOptions {
  cacheBytes?: number;
  /** Settings → Privacy "Hide NFT media": main then fetches none */
  hidden?: () => boolean;
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
  private readonly uris = new Map<string, string>();
  private readonly cache: MediaCache<MediaAnswer>;
  private readonly inflight = new Map<string, Promise<MediaAnswer>>();

  constructor(
    private readonly config: NftMediaConfig,
    private readonly opts: NftMediaServiceOptions = {},
  ) {
    this.cache = new MediaCache<MediaAnswer>(opts.cacheBytes ?? MEDIA_CACHE_BYTES, (a) =>
      a.status === 'ok' ? a.dataUrl.length : a.reason.length,
    );
  }

  /** Keeps the media URI of an NFT main just listed (none: forgets an older one). */
  remember(
    coinId: string,
    item: { contractAddress: string; tokenId: bigint; image?: string | undefined },
  ): void {
    const key = keyOf(coinId, item.contractAddress, item.tokenId.toString(10));
    this.uris.delete(key);
    if (item.image === undefined) return;
    this.uris.set(key, item.image);
    if (this.uris.size > REMEMBERED_MAX) this.uris.delete(this.uris.keys().next().value!);
  }

  async media(input: CallInput<'nft.media'>): Promise<MediaAnswer> {
    if (this.opts.hidden?.()) return none('NFT media is hidden in Settings');
    const uri = this.uris.get(keyOf(input.coinId, input.contractAddress, input.tokenId));
    if (uri === undefined) return none('No image');
    const resolved = resolveMediaUrl(uri, this.config);
    if (!resolved.ok) return none(resolved.reason);
    const cached = this.cache.get(resolved.url);
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
    if (got.ok || !got.transient) this.cache.set(url, answer);
    return answer;
  }
}

const none = (reason: string): MediaAnswer => ({ status: 'none', reason });

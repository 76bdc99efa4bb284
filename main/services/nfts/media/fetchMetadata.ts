import { readNftMetadata, type NftMetadata } from '../../../../shared/nfts/metadata';
import { download, type DownloadOptions } from './download';
import type { NftMediaConfig } from './mediaConfig';
import { resolveMediaUrl } from './resolveMediaUrl';

/**
 * The largest metadata JSON main reads: real ones are a few KB (a name, a description, an image
 * URI, some attributes); 256 KB leaves room for long descriptions, not for an image in a data: URI.
 */
export const METADATA_MAX_BYTES = 256 * 1024;

/**
 * JSON by its declared type. text/plain too: IPFS gateways serve a CID's JSON file as text/plain
 * when its name has no .json, and the body must still parse as JSON; anything else (an HTML page,
 * an image) is not metadata.
 */
const JSON_TYPES: ReadonlySet<string> = new Set(['application/json', 'text/plain', 'text/json']);
const isJsonType = (t: string) => JSON_TYPES.has(t) || /^application\/[\w.-]+\+json$/.test(t);

export type FetchedMetadata =
  { ok: true; metadata: NftMetadata } | { ok: false; reason: string; transient?: true };

export interface FetchMetadataOptions extends Omit<DownloadOptions, 'what'> {
  maxBytes?: number;
}

/**
 * An NFT's metadata JSON from its token URI, through the media path (issue 28): the URI resolved
 * as media is (https as is, ipfs:// and ar:// on the configured gateways, every other scheme
 * refused), downloaded without redirects under a byte cap, JSON only. A body that is not a JSON
 * object is refused with its reason, and the item keeps its placeholder.
 */
export async function fetchMetadata(
  uri: string,
  config: NftMediaConfig,
  opts: FetchMetadataOptions = {},
): Promise<FetchedMetadata> {
  const resolved = resolveMediaUrl(uri, config);
  if (!resolved.ok) return resolved;
  const got = await download(
    resolved.url,
    opts.maxBytes ?? METADATA_MAX_BYTES,
    (t) => (isJsonType(t) ? null : `The metadata is not JSON (${t || 'no type'})`),
    { ...opts, what: 'metadata' },
  );
  if (!got.ok) return got;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(got.bytes));
  } catch {
    return { ok: false, reason: 'The metadata is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'The metadata is not a JSON object' };
  return { ok: true, metadata: readNftMetadata(value) };
}

import type { NftMediaConfig } from './mediaConfig';

/** Why main will not fetch a media URL, in words the gallery shows as the placeholder. */
export type MediaRefusal = { ok: false; reason: string };
export type ResolvedMedia = { ok: true; url: string } | MediaRefusal;

/** An IPFS path: a CID and an optional path under it, no dot segments nor query (they could escape the gateway's /ipfs/). */
const IPFS_PATH = /^[A-Za-z0-9]{20,100}(\/[\w\-.~%]+)*$/;
/** An Arweave transaction id: 43 base64url characters, optionally a path under it. */
const AR_PATH = /^[\w-]{43}(\/[\w\-.~%]+)*$/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

const refuse = (reason: string): MediaRefusal => ({ ok: false, reason });

/**
 * The URL main fetches for an NFT's media URI, or why not: `https:` as is; `ipfs://` and `ar://`
 * on the first configured gateway (the URI names content, the gateway is ours, so the item cannot
 * choose the host that sees the user's request); every other scheme — `http:` (readable and
 * rewritable on the way), `javascript:`, `data:` (the provider's bytes, unchecked), `file:` — refused.
 */
export function resolveMediaUrl(uri: string, config: NftMediaConfig): ResolvedMedia {
  const raw = uri.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (scheme === 'ipfs') {
    // ipfs://<cid>/<path> and the older ipfs://ipfs/<cid>/<path>
    const path = raw.slice('ipfs://'.length).replace(/^ipfs\//, '');
    if (!IPFS_PATH.test(path) || DOT_SEGMENT.test(path)) return refuse('Not an IPFS address');
    const gateway = config.ipfsGateways[0];
    if (!gateway) return refuse('No IPFS gateway is configured');
    return { ok: true, url: `${gateway.replace(/\/+$/, '')}/ipfs/${path}` };
  }
  if (scheme === 'ar') {
    const path = raw.slice('ar://'.length);
    if (!AR_PATH.test(path) || DOT_SEGMENT.test(path)) return refuse('Not an Arweave address');
    const gateway = config.arweaveGateways[0];
    if (!gateway) return refuse('No Arweave gateway is configured');
    return { ok: true, url: `${gateway.replace(/\/+$/, '')}/${path}` };
  }
  if (scheme === 'https') {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      return refuse('Not a web address');
    }
    if (u.username || u.password) return refuse('A media address with a password is not fetched');
    return { ok: true, url: u.toString() };
  }
  if (scheme === undefined) return refuse('Not a media address');
  return refuse(`Media over ${scheme}: is not loaded; only https, IPFS and Arweave are`);
}

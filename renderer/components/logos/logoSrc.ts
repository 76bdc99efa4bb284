import { BADGED_NATIVE_CHAINS, COIN_LOGO, LOGO_SVGS, NETWORK_LOGO } from './logoSvgs.generated';

const urls = new Map<string, string>();

/** A bundled svg as an image URL: an <img> never runs what a file holds, markup never goes live. */
function urlOf(key: string | undefined): string | null {
  if (key === undefined) return null;
  const svg = LOGO_SVGS[key];
  if (svg === undefined) return null;
  let url = urls.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    urls.set(key, url);
  }
  return url;
}

export interface LogoSources {
  /** the coin's own logo; null: draw the monogram */
  logo: string | null;
  /** the network's mark on a token or a coin shared by several chains; null: none */
  badge: string | null;
}

/**
 * The logo of a coin by its id (chain and contract), never by its symbol: a token that names
 * itself USDC but is not the catalogue's USDC gets a monogram.
 */
export function logoSources(coinId: string, chainName: string, type: 'coin' | 'token'): LogoSources {
  const badged = type === 'token' || BADGED_NATIVE_CHAINS.has(chainName);
  return {
    logo: urlOf(COIN_LOGO[coinId]),
    badge: badged ? urlOf(NETWORK_LOGO[chainName]) : null,
  };
}

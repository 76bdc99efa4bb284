/**
 * Where NFT media named by content is fetched: `ipfs://` and `ar://` URIs go to these gateways
 * (the first; the item never picks the host). Public gateways by default; on the `local`
 * profile the tests' image server (WALLET_LOCAL_ENDPOINTS `nftMedia`), and without one nothing,
 * so a test run never reaches a public gateway.
 */
import type { LocalEndpoints } from '../../../config/localEndpoints';

export interface NftMediaConfig {
  /** base URLs; the CID path goes under `<base>/ipfs/` */
  ipfsGateways: readonly string[];
  /** base URLs; the transaction id goes under `<base>/` */
  arweaveGateways: readonly string[];
}

export const DEFAULT_NFT_MEDIA: NftMediaConfig = {
  ipfsGateways: ['https://ipfs.io', 'https://dweb.link'],
  arweaveGateways: ['https://arweave.net'],
};

export function nftMediaDeps(
  network: 'mainnet' | 'testnet' | 'local',
  local: LocalEndpoints,
): { nftMedia: NftMediaConfig } {
  if (network !== 'local') return { nftMedia: DEFAULT_NFT_MEDIA };
  const m = local.nftMedia;
  return {
    nftMedia: {
      ipfsGateways: m?.ipfsGateway ? [m.ipfsGateway] : [],
      arweaveGateways: m?.arweaveGateway ? [m.arweaveGateway] : [],
    },
  };
}

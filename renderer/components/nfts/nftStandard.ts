import type { NftStandard } from '../../../shared/contract/nfts';

const LABELS: Record<NftStandard, string> = {
  erc721: 'ERC-721',
  erc1155: 'ERC-1155',
  splNft: 'Solana NFT (Metaplex)',
  programmableNft: 'Solana programmable NFT',
  compressedNft: 'Solana compressed NFT',
};

/** The standard in words, as the detail view names it. */
export const nftStandardLabel = (s: NftStandard): string => LABELS[s];

/** Only ERC-1155 holds several units of one token; every other NFT is sent whole. */
export const hasUnits = (s: NftStandard): boolean => s === 'erc1155';

/** A Solana NFT is its mint: it has no token id of its own to show. */
export const hasTokenId = (s: NftStandard): boolean => s === 'erc721' || s === 'erc1155';

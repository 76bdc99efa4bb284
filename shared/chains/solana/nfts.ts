/**
 * What a Solana NFT is, for the NFT list and send (issue 28): `splNft` a Metaplex NFT held in
 * a token account (a 0-decimal mint of supply 1), sent by TransferChecked; `programmableNft`
 * one whose token account is frozen and moves only through Token Metadata's Transfer with its
 * rules; `compressedNft` a leaf of a Bubblegum Merkle tree, with no token account at all. Only
 * the first is sent by this wallet.
 */
export const SOLANA_NFT_STANDARDS = ['splNft', 'programmableNft', 'compressedNft'] as const;
export type SolanaNftStandard = (typeof SOLANA_NFT_STANDARDS)[number];

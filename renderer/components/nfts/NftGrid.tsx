import type { NftView } from '../../../shared/contract/nfts';
import { NftImage } from './NftImage';

export const nftKey = (n: NftView) => `${n.contractAddress}:${n.tokenId}`;

/** A grid of NFT cards: image, name, collection and the units of an ERC-1155 (all plain text). */
export function NftGrid({
  label,
  items,
  coinId,
  hideMedia,
  onOpen,
}: {
  label: string;
  items: readonly NftView[];
  coinId: string;
  hideMedia: boolean;
  onOpen: (key: string) => void;
}) {
  return (
    <ul className="nft-grid" aria-label={label}>
      {items.map((n) => (
        <li key={nftKey(n)} className="nft-tile">
          <NftImage coinId={coinId} nft={n} hideAll={hideMedia} />
          <button className="nft-card" aria-label={n.name} onClick={() => onOpen(nftKey(n))}>
            <span className="nft-name">{n.name}</span>
            <small>{n.collection}</small>
            {n.standard === 'erc1155' && <small> × {n.amount}</small>}
          </button>
        </li>
      ))}
    </ul>
  );
}

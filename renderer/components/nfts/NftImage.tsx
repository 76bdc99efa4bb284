import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NftView } from '../../../shared/contract/nfts';
import { useCallQuery } from '../../hooks/useCall';

/**
 * An NFT's image as main hands it: a data: URL of a raster image main fetched and checked (the
 * page's CSP allows no other image source, so nothing here can reach a media host). Media of
 * spam and unverified collections waits for a click (a fetch tells the host the NFT is being
 * looked at); with "Hide NFT media" on, none is asked for at all.
 */
export function NftImage({
  coinId,
  nft,
  hideAll,
  large = false,
}: {
  coinId: string;
  nft: NftView;
  hideAll: boolean;
  large?: boolean;
}) {
  const input = { coinId, contractAddress: nft.contractAddress, tokenId: nft.tokenId };
  // asked for once (a click on the grid's card): the detail view shows it without a second click
  const asked = useQueryClient().getQueryData(['nft.media', input]) !== undefined;
  const [clicked, setClicked] = useState(false);
  const wanted = nft.hasImage && !hideAll && (clicked || asked || (nft.verified && !nft.spam));
  const media = useCallQuery('nft.media', input, wanted);
  const box = `nft-media${large ? ' large' : ''}`;
  if (!nft.hasImage) return <div className={`${box} placeholder`}>No image</div>;
  if (hideAll) return <div className={`${box} placeholder`}>Media hidden</div>;
  if (!wanted)
    return (
      <div className={`${box} placeholder`}>
        <button
          type="button"
          className="secondary"
          aria-label={`Load image of ${nft.name}`}
          onClick={() => setClicked(true)}
        >
          Load image
        </button>
        <small>{nft.spam ? 'Hidden item' : 'Unverified collection'}</small>
      </div>
    );
  if (media.isLoading) return <div className={`${box} placeholder`} aria-busy="true" />;
  if (media.data?.status === 'ok') return <img className={box} src={media.data.dataUrl} alt={nft.name} />;
  const reason = media.data?.status === 'none' ? media.data.reason : (media.error?.message ?? 'No image');
  return (
    <div className={`${box} placeholder`} role="img" aria-label={`No image: ${reason}`}>
      <small>{reason}</small>
    </div>
  );
}

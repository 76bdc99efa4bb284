import type { NftView } from '../../../shared/contract/nfts';
import { NftImage } from './NftImage';
import { hasTokenId, nftStandardLabel } from './nftStandard';

/**
 * One NFT's facts: image, description (plain text, so a link in it is not clickable), standard,
 * contract, token id, units held, attributes, and why it sits under "Hidden" with the way out.
 */
export function NftDetail({
  coinId,
  nft,
  hideMedia,
  onMove,
  moving,
}: {
  coinId: string;
  nft: NftView;
  hideMedia: boolean;
  onMove: (choice: 'shown' | 'hidden') => void;
  moving: boolean;
}) {
  return (
    <>
      <NftImage coinId={coinId} nft={nft} hideAll={hideMedia} large />
      <h2 id="nft-detail-title">{nft.name}</h2>
      <p>{nft.collection}</p>
      {nft.description && <p className="nft-description">{nft.description}</p>}
      <p className="hint" data-testid="nft-spam-status">
        {nft.spam
          ? `Hidden: ${nft.choice === 'hidden' ? 'you hid it' : (nft.spamReason ?? 'looks like spam')}`
          : nft.spamReason
            ? `Shown by you, though ${nft.spamReason.charAt(0).toLowerCase()}${nft.spamReason.slice(1)}`
            : null}
      </p>
      <button
        type="button"
        className="secondary"
        disabled={moving}
        onClick={() => onMove(nft.spam ? 'shown' : 'hidden')}
      >
        {nft.spam ? 'Show in gallery' : 'Hide as spam'}
      </button>
      <dl>
        <dt>Standard</dt>
        <dd>{nftStandardLabel(nft.standard)}</dd>
        <dt>{hasTokenId(nft.standard) ? 'Contract' : 'Mint'}</dt>
        <dd className="mono">{nft.contractAddress}</dd>
        {hasTokenId(nft.standard) && (
          <>
            <dt>Token id</dt>
            <dd className="mono">{nft.tokenId}</dd>
          </>
        )}
        {nft.standard === 'erc1155' && (
          <>
            <dt>Held</dt>
            <dd>{nft.amount}</dd>
          </>
        )}
        {nft.attributes.map((a) => (
          <div key={`${a.trait}:${a.value}`}>
            <dt>{a.trait}</dt>
            <dd>{a.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

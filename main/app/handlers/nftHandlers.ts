import type { nftCalls } from '../../../shared/contract/nfts';
import { NftSendService } from '../../services/nfts/nftSendService';
import { unlockedIn, type AreaHandlers, type HandlerContext } from './context';

/** The wallet's NFTs: a page of them, an image of one, what sending one costs, and sending it. */
export function nftHandlers(c: HandlerContext): AreaHandlers<typeof nftCalls> {
  const unlocked = unlockedIn(c);
  // the same coin lookup and signer path as sends: the transfer service's own
  // the airdrop rule asks the signer's journal whether the wallet ever paid the sender
  const dealtWith = async (walletId: string, chainName: string, recipient: string) =>
    !(await c.signer.call('recipientCheck', { walletId, chainName, recipient })).firstSend;
  const nfts = new NftSendService(c.transfers.refs, c.transfers.sender, c.nftMedia, c.nftChoices, dealtWith);
  return {
    'nft.list': (input) => unlocked(() => nfts.list(input)),
    'nft.media': (input) => unlocked(() => c.nftMedia.media(input)),
    'nft.setSpam': (input) => unlocked(() => nfts.setSpam(input)),
    'nft.quote': (input) => unlocked(() => nfts.quote(input)),
    'nft.send': (input) => unlocked(() => nfts.send(input)),
  };
}

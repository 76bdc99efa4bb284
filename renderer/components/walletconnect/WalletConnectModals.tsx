import { ProposalModal } from './ProposalModal';
import { RequestModal } from './RequestModal';
import { usePendingWc } from './useWalletConnect';

/** The oldest waiting proposal, else the oldest waiting request, one at a time. */
export function WalletConnectModals() {
  const pending = usePendingWc();
  const proposal = pending.data?.proposals[0];
  if (proposal) return <ProposalModal key={proposal.id} proposal={proposal} />;
  const request = pending.data?.requests[0];
  if (request) return <RequestModal key={request.id} request={request} />;
  return null;
}

import type { RequestView } from '../../../shared/contract/walletconnect';
import { useToast } from '../../state/toasts';
import { Modal } from '../Modal';
import { DappHeader } from './DappHeader';
import { RequestDetails } from './RequestDetails';
import { useApproveRequest, useRejectRequest } from './useWalletConnect';

const TITLES: Record<RequestView['detail']['kind'], [title: string, approve: string]> = {
  personalSign: ['Sign message', 'Sign'],
  typedData: ['Sign typed data', 'Sign'],
  transaction: ['Approve transaction', 'Sign and send'],
  solanaMessage: ['Sign message', 'Sign'],
  // the dapp gets the signed transaction back and sends it itself
  solanaTransaction: ['Sign transaction', 'Sign'],
  switchChain: ['Switch network', 'Switch'],
  addChain: ['Add network', 'OK'],
};

/** One dapp request: the details, then reject or approve (closing rejects). */
export function RequestModal({ request }: { request: RequestView }) {
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const toast = useToast();
  const [title, label] = TITLES[request.detail.kind];
  const fail = (e: Error) => toast.show('error', 'Request refused', e.message);
  const onReject = () => reject.mutate({ id: request.id }, { onError: fail });
  const onApprove = () => approve.mutate({ id: request.id }, { onError: fail });
  const d = request.detail;
  const refused = (d.kind === 'addChain' || d.kind === 'typedData') && d.refusal !== null;
  const busy = approve.isPending || reject.isPending;
  return (
    <Modal
      title={title}
      onClose={onReject}
      actions={
        refused ? (
          <button onClick={onReject} disabled={busy}>
            Close
          </button>
        ) : (
          <>
            <button className="secondary" onClick={onReject} disabled={busy}>
              Reject
            </button>
            <button onClick={onApprove} disabled={busy}>
              {label}
            </button>
          </>
        )
      }
    >
      <DappHeader dapp={request.dapp} verify={request.verify} />
      <p className="hint">Network: {request.chainName ?? request.chainId}</p>
      <RequestDetails detail={request.detail} />
    </Modal>
  );
}

import { useAtom } from 'jotai';
import { modalAtom } from '../../state/modals';
import { unlockReportAtom } from '../../state/unlockReport';
import { Modal } from '../Modal';
import { UnlockReportModal } from './UnlockReportModal';

/**
 * Renders whichever modal is open. WalletConnect details are plain text: dapps are untrusted.
 * An unlock report (wallets lost with a damaged save) comes first: any other modal waits.
 */
export function ModalHost() {
  const [modal, setModal] = useAtom(modalAtom);
  const [report, setReport] = useAtom(unlockReportAtom);
  if (report) return <UnlockReportModal report={report} onClose={() => setReport(null)} />;
  if (!modal) return null;
  const close = () => setModal(null);

  switch (modal.kind) {
    case 'backupAsked':
      return (
        <Modal
          title="Back up your recovery phrase"
          onClose={close}
          actions={
            <>
              <button className="secondary" onClick={close}>
                Later
              </button>
              <button
                onClick={() => {
                  close();
                  modal.onBackupNow();
                }}
              >
                Back up now
              </button>
            </>
          }
        >
          <p>
            This wallet has not been backed up. If this computer is lost, the recovery phrase is the only way
            to get your funds back. Write it down and confirm it now.
          </p>
        </Modal>
      );
    case 'news': {
      const seen = () => {
        close();
        modal.onSeen?.();
      };
      return (
        <Modal title={modal.title} onClose={seen} actions={<button onClick={seen}>Got it</button>}>
          <p>{modal.message}</p>
        </Modal>
      );
    }
    case 'wcRequest': {
      const d = decide(close, modal.onReject, modal.onApprove, 'Connect');
      return (
        <Modal title="Connection request" onClose={d.onClose} actions={d.actions}>
          <p>
            <strong>{modal.dappName}</strong> wants to connect to your wallet.
          </p>
          <dl className="details">
            <dt>Site</dt>
            <dd className="mono">{modal.dappUrl}</dd>
            <dt>Chains</dt>
            <dd>{modal.chains.join(', ')}</dd>
          </dl>
          <p className="hint">
            It will see your addresses on these chains. It cannot move funds without asking.
          </p>
        </Modal>
      );
    }
    case 'wcTransaction': {
      const d = decide(close, modal.onReject, modal.onApprove, 'Sign and send');
      return (
        <Modal title="Approve transaction" onClose={d.onClose} actions={d.actions}>
          <p>
            <strong>{modal.dappName}</strong> asks you to sign a transaction on {modal.chain}.
          </p>
          <dl className="details">
            <dt>To</dt>
            <dd className="mono">{modal.to}</dd>
            <dt>Amount</dt>
            <dd>
              {modal.amount} {modal.symbol}
            </dd>
            <dt>Data</dt>
            <dd className="mono clip">{modal.data || '(none)'}</dd>
          </dl>
        </Modal>
      );
    }
  }
}

/** Reject and approve buttons of a dapp request; closing the modal any other way rejects. */
function decide(close: () => void, onReject: () => void, onApprove: () => void, approveLabel: string) {
  const reject = () => {
    close();
    onReject();
  };
  const approve = () => {
    close();
    onApprove();
  };
  return {
    onClose: reject,
    actions: (
      <>
        <button className="secondary" onClick={reject}>
          Reject
        </button>
        <button onClick={approve}>{approveLabel}</button>
      </>
    ),
  };
}

import { useState } from 'react';
import type { ProposalView } from '../../../shared/contract/walletconnect';
import { useWallets } from '../../hooks/useWallets';
import { useToast } from '../../state/toasts';
import { Modal } from '../Modal';
import { DappHeader } from './DappHeader';
import { useApproveProposal, useRejectProposal } from './useWalletConnect';

/** A dapp asks to connect: who it is, what Verify says, which networks and methods; the user picks a wallet. */
export function ProposalModal({ proposal }: { proposal: ProposalView }) {
  const wallets = useWallets();
  const list = wallets.data?.wallets ?? [];
  const current = list.find((w) => w.isCurrent)?.id ?? list[0]?.id ?? '';
  const [walletId, setWalletId] = useState('');
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const toast = useToast();
  const chosen = walletId || current;
  const fail = (e: Error) => toast.show('error', 'WalletConnect', e.message);
  const onReject = () => reject.mutate({ id: proposal.id }, { onError: fail });
  const onApprove = () => approve.mutate({ id: proposal.id, walletId: chosen }, { onError: fail });
  const busy = approve.isPending || reject.isPending;
  return (
    <Modal
      title="Connection request"
      onClose={onReject}
      actions={
        <>
          <button className="secondary" onClick={onReject} disabled={busy}>
            Reject
          </button>
          <button onClick={onApprove} disabled={busy || !chosen || proposal.unsupported !== null}>
            Connect
          </button>
        </>
      }
    >
      <DappHeader dapp={proposal.dapp} verify={proposal.verify} />
      <dl className="details">
        <dt>Networks</dt>
        <dd>{proposal.chains.map((c) => c.name ?? `${c.id} (not supported)`).join(', ')}</dd>
        <dt>Methods</dt>
        <dd className="mono">{proposal.methods.join(', ') || '(none)'}</dd>
      </dl>
      {proposal.unsupported && <p role="alert">{proposal.unsupported}</p>}
      <label>
        Account
        <select value={chosen} onChange={(e) => setWalletId(e.target.value)}>
          {list.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">
        The app will see this wallet's {addressesSeen(proposal.chains.map((c) => c.id))}. It cannot move funds
        without asking you.
      </p>
    </Modal>
  );
}

/** Which of the wallet's addresses a session shows the app, from the chains it asks for. */
function addressesSeen(chains: readonly string[]): string {
  const names = [
    chains.some((c) => c.startsWith('eip155:')) && 'Ethereum',
    chains.some((c) => c.startsWith('solana:')) && 'Solana',
  ].filter(Boolean);
  return `${names.length ? names.join(' and ') : 'Ethereum'} address${names.length > 1 ? 'es' : ''}`;
}

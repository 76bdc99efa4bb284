import { useCallMutation, useCallQuery } from '../../hooks/useCall';

const WC_QUERIES = ['wc.pending', 'wc.sessions'] as const;

/** The proposals and requests waiting for the user; wc.changed refetches them. */
export const usePendingWc = () => useCallQuery('wc.pending', {});
export const useWcSessions = () => useCallQuery('wc.sessions', {});
export const usePairWc = () => useCallMutation('wc.pair', WC_QUERIES);
export const useScanQrWc = () => useCallMutation('wc.scanQr', []);
export const useApproveProposal = () => useCallMutation('wc.approveProposal', WC_QUERIES);
export const useRejectProposal = () => useCallMutation('wc.rejectProposal', WC_QUERIES);
export const useApproveRequest = () => useCallMutation('wc.approveRequest', WC_QUERIES);
export const useRejectRequest = () => useCallMutation('wc.rejectRequest', WC_QUERIES);
export const useDisconnectWc = () => useCallMutation('wc.disconnect', WC_QUERIES);
export const useDisconnectAllWc = () => useCallMutation('wc.disconnectAll', WC_QUERIES);

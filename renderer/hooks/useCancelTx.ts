import { useCallMutation } from './useCall';

export const useCancelTx = () => useCallMutation('tx.cancel', ['coin.overview']);

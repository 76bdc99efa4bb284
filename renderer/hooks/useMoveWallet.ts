import { useCallMutation } from './useCall';
import { WALLET_QUERIES } from './walletInvalidation';

export const useMoveWallet = () => useCallMutation('wallets.move', WALLET_QUERIES);

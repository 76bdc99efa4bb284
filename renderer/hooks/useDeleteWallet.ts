import { useCallMutation } from './useCall';
import { WALLET_QUERIES } from './walletInvalidation';

export const useDeleteWallet = () => useCallMutation('wallets.delete', WALLET_QUERIES);

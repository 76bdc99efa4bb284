import { useCallMutation } from './useCall';
import { NEW_WALLET_QUERIES } from './walletInvalidation';

export const useCreateWallet = () => useCallMutation('wallets.create', NEW_WALLET_QUERIES);

import { useCallMutation } from './useCall';
import { WALLET_QUERIES } from './walletInvalidation';

export const useRenameWallet = () => useCallMutation('wallets.rename', WALLET_QUERIES);

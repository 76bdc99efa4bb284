import { useCallMutation } from './useCall';
import { WALLET_QUERIES } from './walletInvalidation';

export const useSelectWallet = () => useCallMutation('wallets.select', WALLET_QUERIES);

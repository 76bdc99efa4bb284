import { useCallMutation } from './useCall';
import { WALLET_QUERIES } from './walletInvalidation';

export const useSetPrivacy = () => useCallMutation('wallets.setPrivacy', WALLET_QUERIES);

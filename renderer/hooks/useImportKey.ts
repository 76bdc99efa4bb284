import { useCallMutation } from './useCall';
import { NEW_WALLET_QUERIES } from './walletInvalidation';

export const useImportKey = () => useCallMutation('wallets.importKey', NEW_WALLET_QUERIES);

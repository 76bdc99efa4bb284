import { useCallMutation } from './useCall';
import { NEW_WALLET_QUERIES } from './walletInvalidation';

export const useImportPhrase = () => useCallMutation('wallets.importPhrase', NEW_WALLET_QUERIES);

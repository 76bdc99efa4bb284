import { useSecretCall } from './useSecretCall';
import { NEW_WALLET_QUERIES } from './walletInvalidation';

export const useImportKey = () => useSecretCall('wallets.importKey', NEW_WALLET_QUERIES);

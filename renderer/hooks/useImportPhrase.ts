import { useSecretCall } from './useSecretCall';
import { NEW_WALLET_QUERIES } from './walletInvalidation';

export const useImportPhrase = () => useSecretCall('wallets.importPhrase', NEW_WALLET_QUERIES);

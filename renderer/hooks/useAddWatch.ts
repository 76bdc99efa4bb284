import { useSecretCall } from './useSecretCall';
import { NEW_WALLET_QUERIES } from './walletInvalidation';

/** Adds a watch-only wallet; the password (first wallet, or replace) goes the same way as an import's. */
export const useAddWatch = () => useSecretCall('wallets.addWatch', NEW_WALLET_QUERIES);

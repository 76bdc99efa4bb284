import { useSecretCall } from './useSecretCall';
import { NEW_WALLET_QUERIES } from './walletInvalidation';

/** The first wallet carries the new vault password. */
export const useCreateWallet = () => useSecretCall('wallets.create', NEW_WALLET_QUERIES);

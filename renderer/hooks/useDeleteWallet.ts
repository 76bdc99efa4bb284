import { useSecretCall } from './useSecretCall';
import { WALLET_QUERIES } from './walletInvalidation';

/** A secret call: deleting a wallet is to be confirmed with the vault password. */
export const useDeleteWallet = () => useSecretCall('wallets.delete', WALLET_QUERIES);

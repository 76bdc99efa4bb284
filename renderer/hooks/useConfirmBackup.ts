import { useCallMutation } from './useCall';
import { WALLET_QUERIES } from './walletInvalidation';

export const useConfirmBackup = () => useCallMutation('wallets.confirmBackup', WALLET_QUERIES);

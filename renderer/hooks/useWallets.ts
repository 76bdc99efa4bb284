import { useCallQuery } from './useCall';

export const useWallets = (enabled = true) => useCallQuery('wallets.list', {}, enabled);

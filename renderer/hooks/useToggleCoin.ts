import { useCallMutation } from './useCall';
import { COIN_QUERIES } from './walletInvalidation';

export const useToggleCoin = () => useCallMutation('coins.toggle', COIN_QUERIES);

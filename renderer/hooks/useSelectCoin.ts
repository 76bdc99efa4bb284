import { useCallMutation } from './useCall';
import { COIN_QUERIES } from './walletInvalidation';

export const useSelectCoin = () => useCallMutation('coins.select', COIN_QUERIES);

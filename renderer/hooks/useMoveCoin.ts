import { useCallMutation } from './useCall';
import { COIN_QUERIES } from './walletInvalidation';

export const useMoveCoin = () => useCallMutation('coins.move', COIN_QUERIES);

import { useCallQuery } from './useCall';

export const useCoinBalances = (enabled = true) => useCallQuery('coins.balances', {}, enabled);

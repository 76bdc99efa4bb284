import { useCallQuery } from './useCall';

export const useCoins = (enabled = true) => useCallQuery('coins.list', {}, enabled);

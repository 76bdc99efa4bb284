import { useCallQuery } from './useCall';

export const useCoinOverview = (coinId: string, enabled = true) =>
  useCallQuery('coin.overview', { coinId }, enabled);

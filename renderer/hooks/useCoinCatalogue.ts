import { useCallQuery } from './useCall';

export const useCoinCatalogue = (query: string, enabled = true) =>
  useCallQuery('coins.catalogue', { query }, enabled);

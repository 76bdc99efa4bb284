import { useCallQuery } from './useCall';

/** Tokens on the chain's token list service matching a name or symbol (empty where there is none). */
export const useTokenSearch = (chainName: string, query: string, enabled: boolean) =>
  useCallQuery('coins.searchTokens', { chainName, query }, enabled && query !== '');

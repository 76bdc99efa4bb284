import { useCallMutation, useCallQuery } from './useCall';
import { COIN_QUERIES } from './walletInvalidation';

/** A contract's token details, asked once the address has the right shape. */
export const useTokenInfo = (chainName: string, contractAddress: string, enabled: boolean) =>
  useCallQuery('coins.tokenInfo', { chainName, contractAddress }, enabled);

export const useAddToken = () => useCallMutation('coins.addToken', [...COIN_QUERIES, 'coins.balances']);

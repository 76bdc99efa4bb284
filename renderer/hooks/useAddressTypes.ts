import { useCallMutation, useCallQuery } from './useCall';

export const useAddressTypes = (chainName: string, enabled = true) =>
  useCallQuery('addresses.types', { chainName }, enabled);

/** A new type means a new receive address, balance and history for the coin. */
export const useSetAddressType = () =>
  useCallMutation('addresses.setType', [
    'addresses.types',
    'coin.overview',
    'coins.balances',
    'coin.utxos',
    'coins.list',
  ]);

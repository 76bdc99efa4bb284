import { useCallQuery } from './useCall';

export const useCoinUtxos = (coinId: string, enabled = true) =>
  useCallQuery('coin.utxos', { coinId }, enabled);

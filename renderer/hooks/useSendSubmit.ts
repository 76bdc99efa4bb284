import { useCallMutation } from './useCall';

export const useSendSubmit = () =>
  useCallMutation('send.submit', ['coin.overview', 'coins.balances', 'coin.utxos']);

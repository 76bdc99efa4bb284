import { useCallMutation } from './useCall';

export const useSpeedUp = () => useCallMutation('tx.speedUp', ['coin.overview']);

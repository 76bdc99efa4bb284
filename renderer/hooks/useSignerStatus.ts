import { useCallQuery } from './useCall';

export const useSignerStatus = () => useCallQuery('signer.status', {});

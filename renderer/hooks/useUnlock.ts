import { useCallMutation } from './useCall';

/** Main's lock.changed event then refetches everything; signer.status is the one the guard reads. */
export const useUnlock = () => useCallMutation('session.unlock', ['signer.status']);

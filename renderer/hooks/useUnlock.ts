import { useSecretCall } from './useSecretCall';

/** Main's lock.changed event then refetches everything; signer.status is the one the guard reads. */
const UNLOCK_QUERIES = ['signer.status'] as const;

export const useUnlock = () => useSecretCall('session.unlock', UNLOCK_QUERIES);

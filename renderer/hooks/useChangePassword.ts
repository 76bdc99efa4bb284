import { useSecretCall } from './useSecretCall';

/** Nothing cached depends on the password, so nothing is invalidated. */
export const useChangePassword = () => useSecretCall('session.changePassword');

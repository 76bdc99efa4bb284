import { useCallMutation } from './useCall';

/** Nothing cached depends on the password, so nothing is invalidated. */
export const useChangePassword = () => useCallMutation('session.changePassword');

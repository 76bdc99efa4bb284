import { useCallMutation, useCallQuery } from './useCall';

export const useSettings = () => useCallQuery('settings.get', {});
export const useUpdateSettings = () => useCallMutation('settings.update', ['settings.get']);

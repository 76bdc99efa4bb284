import { useCallQuery } from './useCall';

export const useAppInfo = () => useCallQuery('app.info', {});

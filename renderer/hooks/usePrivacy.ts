import { useWallets } from './useWallets';

/** Whether the current wallet hides its amounts (spec: privacy mode, per wallet). */
export function usePrivacy(): boolean {
  const { data } = useWallets();
  return data?.wallets[data.currentWalletIndex]?.privacyMode ?? false;
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { invoke, IpcError, subscribe } from '../ipc/client';
import { useToast } from '../state/toasts';
import { coinPath } from './coin/coinPath';
import { paymentLinkTarget } from './coin/paymentLinkTarget';
import type { SendRouteState } from './coin/usePaymentLinkInput';

/**
 * Payment links the OS opened the app with (Electron's protocol handlers): taken from main
 * at start and whenever main says one arrived, then opened as the matching coin's send form,
 * prefilled. A link that arrives while locked waits for the unlock. Never sends anything.
 */
export function usePaymentLinks(): void {
  const navigate = useNavigate();
  const toast = useToast();
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    const open = async (uri: string) => {
      try {
        const { coins } = await invoke('coins.list', {});
        waiting.current = null;
        const target = paymentLinkTarget(uri, coins);
        if (!target.ok) return void toast.show('error', 'Payment link not opened', target.error);
        const state: SendRouteState = { paymentLink: uri };
        void navigate(coinPath(target.coinId, true), { state });
      } catch (e) {
        // Locked (or no wallet yet): keep it for the unlock.
        if (e instanceof IpcError && e.code === 'LOCKED') waiting.current = uri;
        else toast.show('error', 'Payment link not opened', e instanceof Error ? e.message : 'Unknown error');
      }
    };
    const take = async () => {
      const { uri } = await invoke('paymentLink.take', {});
      if (live && uri) await open(uri);
    };
    void take().catch(() => undefined);
    const offReceived = subscribe('paymentLink.received', () => void take().catch(() => undefined));
    const offLock = subscribe('lock.changed', ({ locked }) => {
      if (!locked && waiting.current) void open(waiting.current);
    });
    return () => {
      live = false;
      offReceived();
      offLock();
    };
  }, [navigate, toast]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { subscribe, subscribeAll } from '../ipc/client';
import { invalidateFor } from '../ipc/invalidation';
import { useSettings } from '../hooks/useSettings';
import { useToast } from '../state/toasts';
import { applyTheme } from '../theme';
import { takeTxToast, txStatusToast } from './coin/txToasts';
import { usePaymentLinks } from './usePaymentLinks';

/** Wires main's events to the UI: refetch what changed, show crashes and sends, follow the lock. */
export function AppEvents() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: settings } = useSettings();
  const theme = settings?.theme ?? 'system';

  useEffect(() => applyTheme(theme), [theme]);
  usePaymentLinks();

  useEffect(() => subscribeAll((name) => invalidateFor(client, name)), [client]);

  useEffect(
    () =>
      subscribe('signer.state', ({ state, reason }) => {
        if (state === 'crashed')
          toast.show('error', 'Signer stopped', reason ?? 'The signing process stopped.', { keep: true });
      }),
    [toast],
  );

  // spec §8: a failed catalogue sync (at unlock) is the toast 'Sync Failed / Something went wrong';
  // kept, since it arrives while the app moves from the lock screen to home
  useEffect(
    () =>
      subscribe('catalogue.syncFailed', () =>
        toast.show('error', 'Sync Failed', 'Something went wrong', { keep: true }),
      ),
    [toast],
  );

  useEffect(
    () =>
      subscribe('tx.status', (s) => {
        const shown = txStatusToast(s);
        if (!shown) return;
        // The screen that submitted showed a progress toast: it becomes the outcome in place.
        const id = takeTxToast(s.hash);
        if (id === undefined) toast.show(shown.kind, shown.title, shown.body, { keep: true });
        else toast.update(id, shown.kind, shown.title, shown.body, { keep: true });
      }),
    [toast],
  );

  useEffect(
    () =>
      subscribe('lock.changed', ({ locked }) => {
        if (!locked) return;
        // Nothing of the wallet may stay in memory once locked: drop every cached answer.
        client.clear();
        navigate('/lock', { replace: true });
      }),
    [client, navigate],
  );
  return null;
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallOutput } from '../../../shared/contract';
import type { CryptoProvider } from '../../../shared/contract/sell';
import { invoke, type IpcError } from '../../ipc/client';
import { useToast } from '../../state/toasts';

type Details = Extract<CallOutput<'sell.paymentDetails'>, { ready: true }>;

/** How often the wallet asks whether the provider has the deposit ready. */
export const PAYMENT_DETAILS_POLL_MS = 2_000;

interface PaymentDetailsWaitProps {
  requestId: string;
  provider: CryptoProvider;
  onReady: (details: Details) => void;
  onCancel: () => void;
}

/**
 * After a provider is picked: its page (identity checks, payout details) opens in the system
 * browser, and the wallet asks for the payment details until the provider has the deposit.
 * A refused answer stops the asking and says why; nothing is signed before the review.
 */
export function PaymentDetailsWait({ requestId, provider, onReady, onCancel }: PaymentDetailsWaitProps) {
  const toast = useToast();
  const ref = { requestId, providerName: provider.name };
  const [opening, setOpening] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const details = useQuery<CallOutput<'sell.paymentDetails'>, IpcError>({
    queryKey: ['sell.paymentDetails', ref],
    queryFn: () => invoke('sell.paymentDetails', ref),
    refetchInterval: (q) => (q.state.data?.ready || q.state.error ? false : PAYMENT_DETAILS_POLL_MS),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const ready = details.data?.ready ? details.data : null;
  useEffect(() => {
    if (ready) onReady(ready);
  }, [ready, onReady]);
  const refusal = details.error?.message ?? null;
  useEffect(() => {
    if (!refusal) return;
    const id = toast.show('error', 'Payment details refused', refusal);
    // the refusal belongs to this wait: a later review must not sit under it
    return () => toast.dismiss(id);
  }, [refusal, toast]);

  const openPage = async () => {
    setOpening(true);
    setPageError(null);
    try {
      const r = await invoke('sell.openProvider', ref);
      // the browser host cannot reach the OS browser: a new tab, with no way back to this page
      if (!r.opened) window.open(r.url, '_blank', 'noopener,noreferrer');
    } catch (e) {
      setPageError(e instanceof Error ? e.message : String(e));
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className="card sell-wait" aria-labelledby="sell-wait-title">
      <h2 id="sell-wait-title">Sell with {provider.displayName}</h2>
      <p>
        {provider.displayName} checks your identity and takes your payout details on its own page. When it is
        done, it gives the address to deposit to, and the wallet shows it here for your review.
      </p>
      <div className="row">
        <button type="button" onClick={() => void openPage()} disabled={opening}>
          Open {provider.displayName}&apos;s page
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {pageError && (
        <p className="error-text" role="alert">
          {pageError}
        </p>
      )}
      {refusal ? (
        <div>
          <p className="error-text" role="alert" data-testid="sell-refusal">
            {refusal}
          </p>
          <button type="button" className="secondary" onClick={() => void details.refetch()}>
            Ask again
          </button>
        </div>
      ) : (
        !ready && (
          <p role="status" aria-busy="true">
            Waiting for {provider.displayName}&apos;s payment details…
          </p>
        )
      )}
    </section>
  );
}

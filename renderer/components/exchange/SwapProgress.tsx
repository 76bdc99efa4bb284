import { useEffect, useRef } from 'react';
import { getChain } from '../../../shared/chains/registry';
import type { ExchangeProviderQuote, SwapStage } from '../../../shared/contract/exchange';
import { useCallQuery } from '../../hooks/useCall';
import { useOpenExplorer } from '../../hooks/useOpenExplorer';
import { useToast } from '../../state/toasts';

/** How often the swap's progress is asked for while it is under way. */
const POLL_MS = 1_500;
const ORDER: readonly SwapStage[] = ['pending', 'observed', 'completed'];

const STAGE_TOAST: Record<SwapStage, string> = {
  pending: 'Swap deposit sent',
  observed: 'THORChain has seen the deposit',
  completed: 'Swap paid out',
  refunded: 'Swap refunded',
};

/** A chain's name for people; main names only chains of the registry, but a render never throws */
const chainLabel = (name: string | undefined): string => {
  try {
    return getChain(name ?? '').displayName;
  } catch {
    return name ?? 'its chain';
  }
};

/** A step's state in words for screen readers, a sign for the eye. */
const Mark = ({ done }: { done: boolean }) => (
  <span className="step-mark" aria-label={done ? 'done' : 'waiting'} role="img">
    {done ? '✓' : '…'}
  </span>
);

/**
 * The swap after its deposit: deposit sent, seen by the provider, paid out with the payout's
 * transaction, each step also a toast (progress, then a message: the spec shows no success
 * toast for an exchange).
 */
export function SwapProgress(props: {
  hash: string;
  fromChainName: string;
  quote: ExchangeProviderQuote;
  onDone: () => void;
}) {
  const toast = useToast();
  const openExplorer = useOpenExplorer();
  const status = useCallQuery('exchange.status', { hash: props.hash });
  const stage = status.data?.stage ?? 'pending';
  const finished = stage === 'completed' || stage === 'refunded';
  const { refetch } = status;
  useEffect(() => {
    if (finished) return;
    const t = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(t);
  }, [finished, refetch]);
  const toastId = useRef<number | null>(null);
  const shown = useRef<SwapStage | null>(null);
  useEffect(() => {
    if (shown.current === stage) return;
    shown.current = stage;
    const d = status.data;
    const body =
      finished && d?.outAmount
        ? `${d.outAmount} ${d.outSymbol ?? ''}`.trim()
        : `${props.quote.amountIn} ${props.quote.fromSymbol}`;
    const kind = finished ? 'message' : 'progress';
    if (toastId.current === null)
      toastId.current = toast.show(kind, STAGE_TOAST[stage], body, { keep: true });
    else toast.update(toastId.current, kind, STAGE_TOAST[stage], body, { keep: true });
  }, [stage, finished, status.data, toast, props.quote]);

  const reached = (s: SwapStage) => finished || ORDER.indexOf(s) <= ORDER.indexOf(stage);
  const d = status.data;
  return (
    <section className="card exchange-progress" role="region" aria-label="Swap progress">
      <h2>Swap {finished ? (stage === 'refunded' ? 'refunded' : 'completed') : 'in progress'}</h2>
      <ol className="steps">
        <li data-done={reached('pending')}>
          <Mark done={reached('pending')} />
          Deposit sent: {props.quote.amountIn} {props.quote.fromSymbol}{' '}
          <button
            className="link"
            onClick={() => openExplorer({ chain: props.fromChainName, kind: 'tx', value: props.hash })}
          >
            <span className="mono">{props.hash.slice(0, 12)}…</span>
          </button>
        </li>
        <li data-done={reached('observed')}>
          <Mark done={reached('observed')} />
          Seen by {props.quote.displayName}
        </li>
        <li data-done={finished} data-testid="payout">
          <Mark done={finished} />
          {finished && d?.outHash ? (
            <>
              {stage === 'refunded' ? 'Refunded' : 'Paid out'}: {d.outAmount} {d.outSymbol} to{' '}
              <span className="mono">{props.quote.destination}</span>, transaction{' '}
              <button
                className="link"
                onClick={() => openExplorer({ chain: d.outChainName ?? '', kind: 'tx', value: d.outHash! })}
              >
                <span className="mono" data-testid="payout-hash">
                  {d.outHash}
                </span>
              </button>
            </>
          ) : finished && d?.outNative ? (
            // RUNE is paid inside THORChain's own block: there is no transaction to link
            <>
              {stage === 'refunded' ? 'Refunded' : 'Paid out'} on {chainLabel(d.outChainName)} (inside{' '}
              {chainLabel(d.outChainName)}'s block, no separate transaction): {d.outAmount} {d.outSymbol} to{' '}
              <span className="mono">{props.quote.destination}</span>
            </>
          ) : (
            <>Swapped and paid out</>
          )}
        </li>
      </ol>
      {status.error && <p className="error">{status.error.message}</p>}
      {finished && <button onClick={props.onDone}>New swap</button>}
    </section>
  );
}

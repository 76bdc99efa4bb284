import type { ExchangeProviderQuote } from '../../../shared/contract/exchange';
import { formatCountdown, useCountdown } from './useCountdown';

function ProviderRow({
  q,
  best,
  onChoose,
}: {
  q: ExchangeProviderQuote;
  best: boolean;
  onChoose: () => void;
}) {
  const left = useCountdown(q.expiry);
  return (
    <li className="card provider" aria-label={q.displayName}>
      <div className="provider-head">
        <strong>{q.displayName}</strong>
        {best && <span className="badge">Best rate</span>}
      </div>
      <dl>
        <dt>You receive</dt>
        <dd data-testid="expected-out">
          ≈ {q.expectedOut} {q.toSymbol}
        </dd>
        <dt>Minimum received</dt>
        <dd>
          {q.minOut} {q.toSymbol}
        </dd>
        {q.fees.map((f) => (
          <FeeRow key={f.label} label={f.label} amount={`${f.amount} ${q.toSymbol}`} />
        ))}
        <dt>Network fee</dt>
        <dd>
          {q.networkFee} {q.networkFeeSymbol}
        </dd>
        {q.totalSeconds !== null && (
          <>
            <dt>Time</dt>
            <dd>about {Math.max(1, Math.round(q.totalSeconds / 60))} min</dd>
          </>
        )}
        <dt>Quote expires in</dt>
        <dd>{formatCountdown(left)}</dd>
      </dl>
      <button onClick={onChoose} disabled={left === 0}>
        Swap with {q.displayName}
      </button>
    </li>
  );
}

const FeeRow = ({ label, amount }: { label: string; amount: string }) => (
  <>
    <dt>{label}</dt>
    <dd>{amount}</dd>
  </>
);

/** The providers' quotes side by side (`availableProviders`), best first: what the user receives after all fees. */
export function ProviderList(props: {
  providers: readonly ExchangeProviderQuote[];
  unavailable: readonly { displayName: string; reason: string }[];
  onChoose: (q: ExchangeProviderQuote) => void;
}) {
  return (
    <section aria-label="Providers">
      <ul className="exchange-providers">
        {props.providers.map((q, i) => (
          <ProviderRow
            key={q.quoteId}
            q={q}
            best={i === 0 && props.providers.length > 1}
            onChoose={() => props.onChoose(q)}
          />
        ))}
      </ul>
      {props.unavailable.map((u) => (
        <p key={u.displayName} className="muted">
          {u.displayName}: {u.reason}
        </p>
      ))}
    </section>
  );
}

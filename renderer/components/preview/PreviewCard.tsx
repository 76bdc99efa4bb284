import { HIDDEN } from '../amounts/Amount';
import type {
  PreviewMove,
  PreviewPermission,
  PreviewWarning,
  TxPreview,
} from '../../../shared/preview/txPreview';

const METHOD_WORDS: Record<string, string> = {
  eth_simulateV1: 'simulated on your node (eth_simulateV1)',
  debug_traceCall: 'traced on your node (debug_traceCall)',
  eth_call: 'called on your node (eth_call)',
  simulateTransaction: 'simulated on your node (simulateTransaction)',
};

function moveText(m: PreviewMove, sign: '−' | '+', privacy: boolean): string {
  const unit = m.symbol ?? (m.asset === 'native' ? 'coin' : `token ${m.asset}`);
  const id = m.tokenId !== null ? ` #${m.tokenId}` : '';
  if (privacy) return `${sign}${HIDDEN} ${unit}${id}`;
  const amount = m.raw ? `${m.amount} base units of` : m.amount;
  return `${sign}${amount} ${unit}${id}`;
}

function Moves({
  title,
  moves,
  sign,
  privacy,
}: {
  title: string;
  moves: PreviewMove[];
  sign: '−' | '+';
  privacy: boolean;
}) {
  if (moves.length === 0) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd>
        <ul className="preview-moves">
          {moves.map((m, i) => (
            <li key={i} className={sign === '−' ? 'preview-out' : 'preview-in'}>
              <strong>{moveText(m, sign, privacy)}</strong>
              {m.fiat !== null && !privacy && <span className="muted"> ({m.fiat})</span>}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

function Permissions({ list }: { list: PreviewPermission[] }) {
  if (list.length === 0) return null;
  return (
    <>
      <dt>Permissions you give</dt>
      <dd>
        <ul className="preview-moves">
          {list.map((p, i) => (
            <li key={i} className={p.unlimited || p.kind !== 'approve' ? 'preview-danger' : undefined}>
              {p.text}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** What the transaction withdraws (a revoke's approve(spender, 0), operator off, lockdown). */
function Removed({ list }: { list: PreviewPermission[] | undefined }) {
  if (!list || list.length === 0) return null;
  return (
    <>
      <dt>Permissions you remove</dt>
      <dd>
        <ul className="preview-moves">
          {list.map((p, i) => (
            <li key={i}>{p.text}</li>
          ))}
        </ul>
      </dd>
    </>
  );
}

function Warnings({ list }: { list: PreviewWarning[] }) {
  return (
    <>
      {list.map((w, i) => (
        <p
          key={i}
          role="alert"
          className={w.level === 'danger' ? 'preview-warning danger' : 'preview-warning'}
        >
          {w.text}
        </p>
      ))}
    </>
  );
}

/**
 * What the transaction does, as the user's node simulated it: shown on every review that has a
 * preview. `pending` while the simulation runs beside the fee quote.
 */
export function PreviewCard({
  preview,
  pending,
  privacy = false,
}: {
  preview: TxPreview | undefined;
  pending?: boolean;
  /** the wallet's privacy mode: amounts read "•••" as everywhere else on the review */
  privacy?: boolean;
}) {
  if (preview === undefined) {
    return pending ? (
      <section className="preview-card" aria-label="Simulated outcome" aria-busy="true">
        <p className="muted">Simulating on your node…</p>
      </section>
    ) : null;
  }
  if (preview.status === 'unavailable') {
    return (
      <section className="preview-card" aria-label="Simulated outcome">
        <p className="preview-warning">{preview.reason}</p>
      </section>
    );
  }
  if (preview.status === 'reverts') {
    return (
      <section className="preview-card" aria-label="Simulated outcome">
        <p role="alert" className="preview-warning danger">
          Would fail: {preview.reason}
        </p>
        <Warnings list={preview.warnings} />
        <p className="muted">{METHOD_WORDS[preview.method]}</p>
      </section>
    );
  }
  const nothing =
    preview.send.length === 0 &&
    preview.receive.length === 0 &&
    preview.permissions.length === 0 &&
    (preview.removed ?? []).length === 0;
  return (
    <section className="preview-card" aria-label="Simulated outcome">
      {preview.mismatch !== null && (
        <p role="alert" className="preview-warning danger">
          The simulation does not match what you asked for: {preview.mismatch}
        </p>
      )}
      <Warnings list={preview.warnings} />
      <dl className="details">
        <Moves title="You send" moves={preview.send} sign="−" privacy={privacy} />
        <Moves title="You receive" moves={preview.receive} sign="+" privacy={privacy} />
        <Permissions list={preview.permissions} />
        <Removed list={preview.removed} />
      </dl>
      {nothing && <p className="muted">No balance of yours changes (besides the fee).</p>}
      <p className="muted">{METHOD_WORDS[preview.method]}</p>
    </section>
  );
}

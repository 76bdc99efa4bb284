import { useEffect, useState } from 'react';
import type { RecipientWarning } from '../../../shared/contract/addressBook';
import { useCallQuery } from '../../hooks/useCall';

/** Short form of an address for a sentence: its first and last characters, as poisoners copy them. */
function short(a: string): string {
  return a.length > 16 ? `${a.slice(0, 8)}…${a.slice(-6)}` : a;
}

function text(w: RecipientWarning): string {
  switch (w.kind) {
    case 'firstSend':
      return 'First time you send to this address.';
    case 'lookalike': {
      const who = w.contactName
        ? `your contact ${w.contactName} (${short(w.address)})`
        : `${short(w.address)}, the address you paid${w.date ? ` on ${new Date(w.date).toLocaleDateString()}` : ''}`;
      return `Looks like ${who} but is different. Address poisoning copies the first and last characters of an address you used.`;
    }
    case 'tokenContract':
      return `This is a token contract (${w.symbol}), not a wallet. Funds sent to it are usually lost.`;
  }
}

/**
 * The review's recipient checks (sends today; NFT sends and deposits take the same component):
 * each warning, and for the first send to a look-alike a box the user must tick before `ready`.
 */
export function useRecipientChecks(coinId: string, to: string) {
  const q = useCallQuery('recipient.check', { coinId, to }, to.length > 0);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => setConfirmed(false), [coinId, to]);
  const warnings = q.data?.warnings ?? [];
  const needsConfirm =
    warnings.some((w) => w.kind === 'lookalike') && warnings.some((w) => w.kind === 'firstSend');
  return {
    query: q,
    warnings,
    contactName: q.data?.contactName,
    needsConfirm,
    confirmed,
    setConfirmed,
    /** the checks answered (or failed, which is said) and any second confirmation was given */
    ready: (q.isSuccess || q.isError) && (!needsConfirm || confirmed),
  };
}

export function RecipientChecks({ checks }: { checks: ReturnType<typeof useRecipientChecks> }) {
  const { query, warnings, needsConfirm, confirmed, setConfirmed } = checks;
  if (query.isPending) return <p className="hint">Checking the recipient…</p>;
  if (query.isError)
    return (
      <p className="recipient-warning" role="alert">
        The recipient could not be checked ({query.error.message}). Compare the address with your source.
      </p>
    );
  if (warnings.length === 0) return null;
  return (
    <div className="recipient-checks" aria-label="Recipient checks">
      <ul>
        {warnings.map((w) => (
          <li key={w.kind} className={`recipient-warning warning-${w.kind}`}>
            {/* the role sits inside the item: a list whose items carry another role is no list to a screen reader */}
            <span role={w.kind === 'firstSend' ? 'note' : 'alert'}>{text(w)}</span>
          </li>
        ))}
      </ul>
      {needsConfirm && (
        <label className="recipient-confirm">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />I
          compared every character: this new address is the one I mean to pay
        </label>
      )}
    </div>
  );
}

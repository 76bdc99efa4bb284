import type { UpdateState } from '../../../shared/contract/product';
import { useCallMutation, useCallQuery } from '../../hooks/useCall';

function when(ms: number | undefined): string {
  return ms === undefined ? 'never' : new Date(ms).toLocaleString();
}

function summary(s: UpdateState): string {
  if (!s.configured) return 'No update feed is configured for this build.';
  if (s.available && s.latest)
    return `Version ${s.latest} is available${s.releaseDate ? `, released ${new Date(s.releaseDate).toLocaleDateString()}` : ''}. Download it from the project's releases and install it over this one; your wallets stay.`;
  if (s.latest) return `You have the newest version (${s.latest}).`;
  return 'Not checked yet.';
}

/** The About card's update part: state, last check, and a button to check now. */
export function UpdateRows() {
  const state = useCallQuery('updates.state', {});
  const check = useCallMutation('updates.check', ['updates.state']);
  const s = check.data ?? state.data;
  if (!s) return null;
  return (
    <>
      <div className="setting-row">
        <span>Updates</span>
        <span className={s.available ? 'badge badge-warning' : 'badge'}>{summary(s)}</span>
      </div>
      {s.error && <p className="error-text">{s.error}</p>}
      {s.configured && (
        <div className="setting-row">
          <span>Last checked: {when(s.lastCheckedAt)}</span>
          <button
            type="button"
            className="secondary small"
            disabled={check.isPending}
            onClick={() => check.mutate({})}
          >
            {check.isPending ? 'Checking…' : 'Check now'}
          </button>
        </div>
      )}
    </>
  );
}

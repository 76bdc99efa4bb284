import { useState } from 'react';
import type { CallOutput } from '../../../shared/contract';
import { PermissionRowItem } from './PermissionRowItem';
import { keyOfRow } from './rowKey';

type ChainList = CallOutput<'permissions.list'>['chains'][number];

/** How many rows a chain shows at first, and how many more each click adds. */
export const PERMISSIONS_PAGE = 50;

/**
 * One chain's permissions. A wallet with thousands of approvals (an old trading account) gets
 * them a page at a time: the first PERMISSIONS_PAGE, then "Show more", never a page so long it
 * stops answering; the count of those not shown says there are more.
 */
export function ChainPermissions(props: {
  chain: ChainList;
  selected: ReadonlySet<string>;
  waiting: ReadonlySet<string>;
  busy: boolean;
  onToggle: (key: string) => void;
}) {
  const { chain: c } = props;
  const [shown, setShown] = useState(PERMISSIONS_PAGE);
  const hidden = c.rows.length - Math.min(shown, c.rows.length);
  return (
    <section className="card" aria-label={c.chainDisplayName}>
      <h2>{c.chainDisplayName}</h2>
      {c.error && <p role="alert">{c.error}</p>}
      {!c.error && c.rows.length === 0 && <p className="hint">Nothing can move your assets here.</p>}
      <ul className="permission-list" aria-label={`Permissions on ${c.chainDisplayName}`}>
        {c.rows.slice(0, shown).map((r) => {
          const key = keyOfRow(r);
          return (
            <PermissionRowItem
              key={key}
              row={r}
              selected={props.selected.has(key)}
              disabled={props.busy || props.waiting.has(key)}
              onToggle={() => props.onToggle(key)}
            />
          );
        })}
      </ul>
      {hidden > 0 && (
        <button type="button" className="secondary" onClick={() => setShown((n) => n + PERMISSIONS_PAGE)}>
          Show {Math.min(hidden, PERMISSIONS_PAGE)} more ({hidden} not shown)
        </button>
      )}
    </section>
  );
}

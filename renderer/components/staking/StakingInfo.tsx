import { Fragment } from 'react';
import type { StakingInfoRow } from '../../../shared/contract/staking';

/** The family's own staking facts, as it words them (Tron: bandwidth, energy, frozen TRX, votes). */
export function StakingInfo({ rows }: { rows: StakingInfoRow[] }) {
  return (
    <section className="card" aria-label="Staking details">
      <dl className="details">
        {rows.map((r) => (
          <Fragment key={r.id}>
            <dt>{r.label}</dt>
            <dd
              data-testid={`staking-info-${r.id}`}
              className={r.id.startsWith('disabled_') ? 'warning-line' : undefined}
            >
              {r.value}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

import { formatUnits } from '../../../shared/amount';
import type { CostRowView } from '../../../shared/contract/transfers';
import type { CostRow } from '../../chains/family';

/** A family's cost rows as the screens get them: amounts as decimals of the native coin, words as written. */
export function costsView(rows: readonly CostRow[] | undefined, nativeDecimals: number): CostRowView[] {
  return (rows ?? []).map((r) =>
    r.kind === 'usage'
      ? { kind: r.kind, label: r.label, text: r.text }
      : {
          kind: r.kind,
          label: r.label,
          amount: formatUnits(r.amount, nativeDecimals),
          ...(r.note !== undefined ? { note: r.note } : {}),
        },
  );
}

import type { CostRow } from './family';

/** What a fee limit says when the family has no words of its own for how its chain charges. */
const FEE_LIMIT_NOTE = 'the most it can cost; only what is used is charged';

/**
 * The row of the most a transaction can cost where the chain charges after the fact; the
 * review shows it as the fee limit and the signer is held to it (`maxFeeOf` in family.ts).
 */
export function feeLimitRow(amount: bigint, note: string = FEE_LIMIT_NOTE): CostRow {
  return { kind: 'maxFee', label: 'Fee limit', amount, note };
}

import { formatUnits, parseUnits } from '../../../shared/amount';
import type { CallInput } from '../../../shared/contract';

export type SendForm = CallInput<'send.quote'>;
export type FeeOption = SendForm['feeOption'];

export interface SendDraft {
  to: string;
  amount: string;
  sendAll: boolean;
  feeOption: FeeOption;
  /** null: automatic coin selection */
  selected: readonly string[] | null;
}

const DECIMAL = /^(0|[1-9]\d{0,40})(\.\d{1,36})?$/;

/** The total of the chosen outputs, in the coin's unit, added in base units. */
export function sumUtxos(values: readonly string[], decimals: number): string {
  return formatUnits(
    values.reduce((acc, v) => acc + parseUnits(v, decimals), 0n),
    decimals,
  );
}

/**
 * The form main quotes, or null while it is incomplete. Send-all sends what there is
 * (the balance, or the chosen outputs): main then takes the fee out of it.
 */
export function toSendForm(coinId: string, draft: SendDraft, spendable: string | null): SendForm | null {
  const to = draft.to.trim();
  const amount = draft.sendAll ? spendable : draft.amount.trim();
  if (to === '' || amount === null || !DECIMAL.test(amount)) return null;
  if (draft.selected !== null && draft.selected.length === 0) return null;
  return {
    coinId,
    to,
    amount,
    sendAll: draft.sendAll,
    feeOption: draft.feeOption,
    ...(draft.selected !== null ? { selectedUtxos: [...draft.selected] } : {}),
  };
}

/** Why the amount field cannot be quoted yet, as the user should read it; null when fine. */
export function amountProblem(amount: string): string | null {
  const a = amount.trim();
  if (a === '') return null;
  return DECIMAL.test(a) ? null : 'Enter an amount like 0.5';
}

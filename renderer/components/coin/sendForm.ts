import { formatUnits, parseUnits } from '../../../shared/amount';
import type { CallInput } from '../../../shared/contract';
import { AMOUNT_PATTERN, FEE_RATE_PATTERN, MEMO_TEXT_MAX } from '../../../shared/contract/transfers';
import { amountFromFiat, fiatDecimalsOf, fiatValue } from '../../../shared/fiat';

export type SendForm = CallInput<'send.quote'>;
export type FeeOption = SendForm['feeOption'];
export type AmountUnit = 'coin' | 'fiat';

export interface SendDraft {
  /** as typed: an address or a name */
  to: string;
  /** as typed, in `amountUnit` */
  amount: string;
  amountUnit: AmountUnit;
  sendAll: boolean;
  feeOption: FeeOption;
  /** with Custom: the rate in the quote's fee unit (gwei, sat/vB) */
  customFee: string;
  /** null: automatic coin selection */
  selected: readonly string[] | null;
  /** a memo or destination tag, as typed; sent only where the chain takes one */
  memo: string;
}

/** What the coin's chain takes besides the amount (coin.overview's capabilities.memo). */
export type MemoKind = 'none' | 'text' | 'tag';

export const EMPTY_DRAFT: SendDraft = {
  to: '',
  amount: '',
  amountUnit: 'coin',
  sendAll: false,
  feeOption: 'Recommended',
  customFee: '',
  selected: null,
  memo: '',
};

/** Why the memo cannot be sent as typed; null when fine or empty. */
export function memoProblem(draft: SendDraft, kind: MemoKind): string | null {
  const m = draft.memo.trim();
  if (m === '' || kind === 'none') return null;
  if (kind === 'tag') return /^\d{1,20}$/.test(m) && BigInt(m) < 2n ** 64n ? null : 'A tag is a whole number';
  return m.length > MEMO_TEXT_MAX ? `A memo has at most ${MEMO_TEXT_MAX} characters` : null;
}

/** The total of the chosen outputs, in the coin's unit, added in base units. */
export function sumUtxos(values: readonly string[], decimals: number): string {
  return formatUnits(
    values.reduce((acc, v) => acc + parseUnits(v, decimals), 0n),
    decimals,
  );
}

/** A typed coin amount with more places than the coin has cannot be sent as typed. */
function fitsDecimals(amount: string, decimals: number): boolean {
  return (amount.split('.')[1]?.length ?? 0) <= decimals;
}

/**
 * The typed amount in the coin's unit: as typed, or converted from fiat at `price` (rounded
 * down, so the fiat sum is never exceeded). null while it cannot be known.
 */
export function coinAmountOf(
  draft: SendDraft,
  price: string | null | undefined,
  decimals: number,
): string | null {
  const a = draft.amount.trim();
  if (!AMOUNT_PATTERN.test(a)) return null;
  if (draft.amountUnit === 'coin') return fitsDecimals(a, decimals) ? a : null;
  if (!price || !AMOUNT_PATTERN.test(price) || /^0(\.0*)?$/.test(price)) return null;
  return amountFromFiat(a, price, decimals);
}

/** The other unit's reading of the typed amount, for the hint under the field. */
export function counterValue(
  draft: SendDraft,
  price: string | null | undefined,
  decimals: number,
  currency: string,
): string | null {
  const coin = coinAmountOf(draft, price, decimals);
  if (coin === null) return null;
  if (draft.amountUnit === 'fiat') return coin;
  if (!price || !AMOUNT_PATTERN.test(price)) return null;
  return fiatValue(coin, price, fiatDecimalsOf(currency));
}

/**
 * The form main quotes, or null while it is incomplete. `recipient` is the address (a
 * name already resolved), `coinAmount` the amount in the coin's unit. Send-all sends what
 * there is (the balance, or the chosen outputs): main then takes the fee out of it.
 */
export function toSendForm(
  coinId: string,
  draft: SendDraft,
  recipient: string | null,
  coinAmount: string | null,
  spendable: string | null,
  memoKind: MemoKind = 'none',
): SendForm | null {
  const amount = draft.sendAll ? spendable : coinAmount;
  if (memoProblem(draft, memoKind) !== null) return null;
  const memo = draft.memo.trim();
  if (recipient === null || recipient === '' || amount === null || !AMOUNT_PATTERN.test(amount)) return null;
  if (draft.selected !== null && draft.selected.length === 0) return null;
  const customFee = draft.customFee.trim();
  if (draft.feeOption === 'Custom' && !FEE_RATE_PATTERN.test(customFee)) return null;
  return {
    coinId,
    to: recipient,
    amount,
    sendAll: draft.sendAll,
    feeOption: draft.feeOption,
    ...(draft.feeOption === 'Custom' ? { customFee } : {}),
    ...(draft.selected !== null ? { selectedUtxos: [...draft.selected] } : {}),
    ...(memoKind !== 'none' && memo !== '' ? { memo: { kind: memoKind, value: memo } } : {}),
  };
}

/** Why the amount field cannot be quoted yet, as the user should read it; null when fine. */
export function amountProblem(
  draft: SendDraft,
  price: string | null | undefined,
  decimals: number,
  currency: string,
): string | null {
  const a = draft.amount.trim();
  if (a === '' || draft.sendAll) return null;
  if (!AMOUNT_PATTERN.test(a)) return 'Enter an amount like 0.5';
  if (draft.amountUnit === 'coin' && !fitsDecimals(a, decimals))
    return `This coin has at most ${decimals} decimal places`;
  if (draft.amountUnit === 'fiat' && coinAmountOf(draft, price, decimals) === null)
    return `No ${currency} price is available; enter the amount in the coin`;
  return null;
}

/** Why the custom fee cannot be used; null when fine or not chosen. */
export function customFeeProblem(draft: SendDraft): string | null {
  if (draft.feeOption !== 'Custom') return null;
  const f = draft.customFee.trim();
  if (f === '') return 'Enter a fee rate';
  return FEE_RATE_PATTERN.test(f) ? null : 'Enter a fee rate like 1.5';
}

/**
 * Switching the amount's unit keeps what the user meant: the typed value is converted,
 * not reinterpreted (typing 100 in USD then switching to ETH must not mean 100 ETH).
 */
export function switchUnit(
  draft: SendDraft,
  price: string | null | undefined,
  decimals: number,
  currency: string,
): SendDraft {
  const next: AmountUnit = draft.amountUnit === 'coin' ? 'fiat' : 'coin';
  const other = counterValue(draft, price, decimals, currency);
  return { ...draft, amountUnit: next, amount: other ?? '' };
}

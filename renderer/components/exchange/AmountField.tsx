import { formatUnits, parseUnits } from '../../../shared/amount';
import { fiatValue, formatFiat } from '../../../shared/fiat';
import { useCoinPrice } from '../../hooks/useCoinPrice';

/** `pct` % of `balance` (decimal), rounded down to the coin's decimals. */
export function share(balance: string, pct: number, decimals: number): string {
  try {
    return formatUnits((parseUnits(balance, decimals) * BigInt(pct)) / 100n, decimals);
  } catch {
    return '0';
  }
}

/**
 * The slider's place for a typed amount: the whole % of `balance` it is (rounded down, at most
 * 100), so the slider follows the field; 0 when either is not a number yet.
 */
export function percentOf(amount: string, balance: string, decimals: number): number {
  try {
    const whole = parseUnits(balance, decimals);
    if (whole <= 0n) return 0;
    const pct = (parseUnits(amount, decimals) * 100n) / whole;
    return Number(pct > 100n ? 100n : pct < 0n ? 0n : pct);
  } catch {
    return 0;
  }
}

/**
 * The amount to swap (spec §3 `amountFrom`), a slider over the balance (`sliderValue`, in %)
 * and the amount's value in the local currency (`fiatPay`).
 */
export function AmountField(props: {
  symbol: string;
  decimals: number;
  balance: string | null;
  amount: string;
  sliderValue: number;
  onAmount: (amount: string) => void;
  onSlider: (pct: number, amount: string) => void;
}) {
  const { price, currency } = useCoinPrice(props.symbol);
  let fiatPay: string | null = null;
  try {
    if (price && currency && props.amount) fiatPay = formatFiat(fiatValue(props.amount, price), currency);
  } catch {
    fiatPay = null;
  }
  return (
    <div className="exchange-amount">
      <label className="field">
        Amount ({props.symbol})
        <input
          inputMode="decimal"
          value={props.amount}
          placeholder="0.0"
          onChange={(e) => props.onAmount(e.target.value.trim())}
        />
      </label>
      <label className="field slider">
        Share of balance: {props.sliderValue}%
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={props.sliderValue}
          disabled={props.balance === null}
          onChange={(e) => {
            const pct = Number(e.target.value);
            props.onSlider(pct, share(props.balance ?? '0', pct, props.decimals));
          }}
        />
      </label>
      {props.balance !== null && (
        <p className="muted">
          Balance {props.balance} {props.symbol}
        </p>
      )}
      {fiatPay !== null && (
        <p className="muted" data-testid="fiat-pay">
          You pay ≈ {fiatPay}
        </p>
      )}
    </div>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { AMOUNT_PATTERN } from '../../../shared/contract/transfers';
import { fiatDecimalsOf, fiatValue } from '../../../shared/fiat';
import { buildPaymentUri } from '../../../shared/payments/buildPaymentUri';
import { useCoinPrice } from '../../hooks/useCoinPrice';
import { useCoins } from '../../hooks/useCoins';
import { useDebounced } from '../../hooks/useDebounced';
import { useSettings, useUpdateSettings } from '../../hooks/useSettings';

/** The request is saved this long after the last keystroke. */
const SAVE_DEBOUNCE_MS = 600;

export interface PaymentRequestParams {
  coinId: string;
  chainName: string;
  symbol: string;
  decimals: number;
  address: string;
}

export interface PaymentRequestState {
  amount: string;
  setAmount: (a: string) => void;
  /** why the typed amount cannot go into the link; null when fine or empty */
  problem: string | null;
  /** the BIP21 / EIP-681 link, or null when the chain has none (the QR then carries the address) */
  link: string | null;
  /** the amount in the local currency, when a price is known */
  fiat: { value: string; currency: string } | null;
}

/** Why `amount` cannot be requested, or null. */
export function requestAmountProblem(amount: string, decimals: number): string | null {
  const a = amount.trim();
  if (a === '') return null;
  if (!AMOUNT_PATTERN.test(a)) return 'Enter an amount like 0.5';
  if ((a.split('.')[1]?.length ?? 0) > decimals) return `This coin has at most ${decimals} decimal places`;
  return null;
}

/**
 * The receive card's payment request: an amount typed by the user becomes part of the link
 * the QR code and copy carry. It is kept in the spec's settings (paymentUrlCoin,
 * paymentUrlAmount, paymentUrlCurrencyAmount) so the request is still there when the user
 * comes back to the coin, and forgotten when another coin's request replaces it.
 */
export function usePaymentRequest(p: PaymentRequestParams): PaymentRequestState {
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const coin = useCoins().data?.coins.find((c) => c.id === p.coinId);
  const price = useCoinPrice(p.symbol);
  const [typed, setTyped] = useState<string | null>(null);
  // Seeded once from the saved request, when it is this coin's.
  useEffect(() => {
    if (typed === null && settings)
      setTyped(settings.paymentUrlCoin === p.coinId ? settings.paymentUrlAmount : '');
  }, [typed, settings, p.coinId]);
  const amount = typed ?? '';
  const problem = requestAmountProblem(amount, p.decimals);
  const token =
    coin?.type === 'token' && coin.contractAddress ? { contract: coin.contractAddress } : undefined;
  const link = useMemo(
    () =>
      buildPaymentUri({
        chainName: p.chainName,
        address: p.address,
        decimals: p.decimals,
        ...(problem === null ? { amount } : {}),
        ...(token ? { token } : {}),
      }),
    [p.chainName, p.address, p.decimals, amount, problem, token?.contract], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const currency = price.currency ?? 'USD';
  const fiat =
    problem === null && amount.trim() !== '' && typeof price.price === 'string'
      ? { value: fiatValue(amount.trim(), price.price, fiatDecimalsOf(currency)), currency }
      : null;

  const settled = useDebounced(amount, SAVE_DEBOUNCE_MS);
  const { mutate } = update;
  const settledFiat = settled === amount ? (fiat?.value ?? '') : null;
  useEffect(() => {
    if (typed === null || !settings || settledFiat === null) return;
    if (requestAmountProblem(settled, p.decimals) !== null) return;
    const mine = settings.paymentUrlCoin === p.coinId;
    if (settled === '' && !mine) return; // nothing of ours to clear
    if (mine && settings.paymentUrlAmount === settled) return;
    mutate({
      paymentUrlCoin: settled === '' ? '' : p.coinId,
      paymentUrlAmount: settled.trim(),
      paymentUrlCurrencyAmount: settled === '' ? '' : settledFiat,
    });
  }, [settled, settledFiat, typed, settings, p.coinId, p.decimals, mutate]);

  return { amount, setAmount: setTyped, problem, link, fiat };
}

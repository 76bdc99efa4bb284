import { formatUnits } from '../amount';
import { CHAINS } from '../chains/registry';
import type { PaymentRequest } from './parsePaymentUri';

/** The coin whose send form a link is being applied to. */
export interface PaymentCoin {
  chainName: string;
  symbol: string;
  decimals: number;
  /** set for tokens */
  contractAddress?: string;
}

export type PaymentFill = { ok: true; to: string; amount: string | null } | { ok: false; error: string };

const chainLabel = (name: string) => CHAINS.get(name)?.displayName ?? name;
const short = (a: string) => (a.length > 14 ? `${a.slice(0, 8)}…${a.slice(-4)}` : a);

/**
 * The recipient and amount a link puts into this coin's send form, or why it cannot: a link
 * for another chain, a token link on a coin's form (or the reverse), another token's contract,
 * or an amount finer than the coin can hold. The user still reviews before anything is sent.
 */
export function paymentForCoin(req: PaymentRequest, coin: PaymentCoin): PaymentFill {
  if (req.chainName !== coin.chainName)
    return fail(
      `This payment link is for ${chainLabel(req.chainName)}, not ${chainLabel(coin.chainName)}. Open the ${chainLabel(req.chainName)} coin to pay it.`,
    );
  const native = CHAINS.get(coin.chainName)?.symbol ?? coin.symbol;
  if (req.token && !coin.contractAddress)
    return fail(`This payment link pays a token (${short(req.token)}), not ${coin.symbol}`);
  if (!req.token && coin.contractAddress) return fail(`This payment link pays ${native}, not ${coin.symbol}`);
  if (req.token && coin.contractAddress && req.token.toLowerCase() !== coin.contractAddress.toLowerCase())
    return fail(`This payment link pays another token (${short(req.token)}), not ${coin.symbol}`);

  let amount: string | null = null;
  if (req.baseAmount !== undefined) amount = formatUnits(req.baseAmount, coin.decimals);
  else if (req.amount !== undefined) {
    if ((req.amount.split('.')[1]?.length ?? 0) > coin.decimals)
      return fail(`The link's amount has more decimal places than ${coin.symbol} has (${coin.decimals})`);
    amount = req.amount;
  }
  if (amount === '0') amount = null;
  return { ok: true, to: req.recipient, amount };
}

function fail(error: string): PaymentFill {
  return { ok: false, error };
}

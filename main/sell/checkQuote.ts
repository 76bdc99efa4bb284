import { MAX_DECIMALS, parseUnits } from '../../shared/amount';
import { getChain } from '../../shared/chains/registry';
import type { CryptoProvider } from '../../shared/contract/sell';
import type { SoldCoin } from './checkPaymentDetails';
import { providerHostOf } from './providerUrl';
import { sellRefusal } from './sellRefusal';
import type { SellQuoteAnswer } from './types';

export interface CheckQuoteParams {
  coin: SoldCoin;
  /** base units asked for */
  amount: bigint;
  currency: string;
  answer: SellQuoteAnswer;
}

/** a fiat figure: whole units and up to 18 decimals, nothing a sort could choke on */
const FIAT = /^(0|[1-9]\d{0,20})(\.\d{1,18})?$/;
const sortKey = (fiat: string) => parseUnits(fiat, MAX_DECIMALS);

/**
 * The quote's providers as the screen lists them, best payout first, after holding each to
 * the request: the asset asked about, readable amounts and limits, an https site, one entry
 * per name. An answer that fails any of these is refused whole, in one sentence.
 */
export function checkQuote(p: CheckQuoteParams): CryptoProvider[] {
  const { coin } = p;
  const chain = getChain(coin.chainName);
  const seen = new Set<string>();
  const out = p.answer.providers.map((q): CryptoProvider => {
    if (
      (q.chainName !== undefined && q.chainName !== coin.chainName) ||
      (q.symbol !== undefined && q.symbol.toUpperCase() !== coin.symbol.toUpperCase())
    )
      throw sellRefusal(
        `${q.displayName} quoted ${q.symbol ?? coin.symbol} on ${q.chainName ?? coin.chainName}, not the ${coin.symbol} on ${chain.displayName} you asked about.`,
      );
    if (seen.has(q.name)) throw sellRefusal(`The quote lists ${q.displayName} twice.`);
    seen.add(q.name);
    if (!FIAT.test(q.fiatAmount) || !FIAT.test(q.fees))
      throw sellRefusal(`${q.displayName}'s quote has no readable ${p.currency} amount.`);
    let min: bigint;
    let max: bigint;
    try {
      min = parseUnits(q.limits.min, coin.decimals);
      max = parseUnits(q.limits.max, coin.decimals);
    } catch {
      throw sellRefusal(`${q.displayName}'s limits are not ${coin.symbol} amounts.`);
    }
    const host = providerHostOf(q.url);
    if (!host) throw sellRefusal(`${q.displayName}'s site is not an https address.`);
    return {
      name: q.name,
      displayName: q.displayName,
      fiatAmount: q.fiatAmount,
      fiatCurrency: p.currency,
      fees: q.fees,
      payoutMethods: q.payoutMethods,
      limits: { min: q.limits.min, max: q.limits.max },
      withinLimits: p.amount >= min && p.amount <= max,
      host,
    };
  });
  // what the user receives decides the order; out-of-limit offers go last
  return out.sort((a, b) => {
    if (a.withinLimits !== b.withinLimits) return a.withinLimits ? -1 : 1;
    const d = sortKey(b.fiatAmount) - sortKey(a.fiatAmount);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  });
}

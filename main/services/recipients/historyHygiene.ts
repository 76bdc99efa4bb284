import { parseUnits } from '../../../shared/amount';
import type { TxView } from '../../../shared/contract/transfers';
import { findLookalike, sameAddress } from '../../../shared/recipients/lookalike';

/**
 * Below this many whole coins an incoming transfer is dust: 0.0001 ETH, 0.0001 USDT, 10,000
 * sats. Poisoners send zero or a few base units; a look-alike sender is needed as well, so a
 * generous bound costs no false alarm on ordinary payments from strangers.
 */
export const DUST_WHOLE_COIN_DIGITS = 4;

export interface HygieneContext {
  decimals: number;
  /** the coin is a token (a zero-value token transfer can be emitted by anyone) */
  token: boolean;
  /** the wallet's own addresses on this chain */
  own: readonly string[];
  /** addresses the wallet knows on this chain: contacts, and recipients it paid */
  counterparties: readonly string[];
  /** the signer's word on whether `address` mimics one it paid (its journal) */
  signerLookalike: (address: string) => Promise<boolean>;
}

function isDust(amount: string, decimals: number): boolean {
  const abs = amount.replace(/^-/, '');
  const units = parseUnits(abs, decimals);
  return units * 10n ** BigInt(DUST_WHOLE_COIN_DIGITS) < 10n ** BigInt(decimals);
}

const isZero = (amount: string) => /^-?0(\.0*)?$/.test(amount);

/**
 * Labels a coin's history once, for every family: an incoming zero-value or dust transfer from a
 * look-alike of a counterparty is 'poisoning'; a zero-value token transfer the wallet did not
 * send is 'unsolicited'. Counterparties are the contacts, the recipients this page shows the
 * wallet paid, and (asked only for the few suspicious senders) the signer's journal.
 */
export async function markSuspicious(views: readonly TxView[], ctx: HygieneContext): Promise<TxView[]> {
  const paid = views.filter((v) => v.direction === 'out').map((v) => v.to);
  const known = [...ctx.counterparties, ...paid];
  const asked = new Map<string, Promise<boolean>>();
  return Promise.all(
    views.map(async (v) => {
      const fromOwn = ctx.own.some((o) => sameAddress(o, v.from));
      if (v.direction !== 'in' || fromOwn) return v;
      const zero = isZero(v.amount);
      if (!zero && !isDust(v.amount, ctx.decimals)) return v;
      let alike = findLookalike(v.from, known, (k) => k, ctx.own) !== null;
      if (!alike) {
        let q = asked.get(v.from);
        if (!q) asked.set(v.from, (q = ctx.signerLookalike(v.from).catch(() => false)));
        alike = await q;
      }
      if (alike) return { ...v, suspicious: 'poisoning' as const };
      if (zero && ctx.token) return { ...v, suspicious: 'unsolicited' as const };
      return v;
    }),
  );
}

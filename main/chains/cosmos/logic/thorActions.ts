/**
 * THORChain's Midgard actions as history items of the RUNE coin: what the action took from and
 * gave to the wallet in RUNE (its in legs from the address, its out legs to it), and what it was
 * in words: a swap with its counter-asset ("Swap to 0.0006 BTC.BTC"), a refund with its reason,
 * liquidity added to or withdrawn from a pool.
 */
import { formatUnits } from '../../../../shared/amount';
import type { HistoryItem } from '../../types';
import { RUNE_ASSET, type MidgardAction, type MidgardLeg } from '../network';

/** Midgard writes every asset's amount with 8 decimals */
const MIDGARD_DECIMALS = 8;

const runeOf = (legs: MidgardLeg[], address: string) =>
  legs
    .filter((l) => l.address === address)
    .flatMap((l) => l.coins)
    .filter((c) => c.asset === RUNE_ASSET)
    .reduce((sum, c) => sum + c.amount, 0n);

/** the first coin of `legs` that is not RUNE, as "0.0006 BTC.BTC" */
function counterAsset(legs: MidgardLeg[]): string | null {
  const c = legs.flatMap((l) => l.coins).find((x) => x.asset !== RUNE_ASSET);
  return c ? `${formatUnits(c.amount, MIDGARD_DECIMALS)} ${c.asset}` : null;
}

/**
 * A swap's RUNE paid to the wallet: THORChain pays it inside its own block, with no transaction
 * of its own (Midgard's out leg has no id, THORNode's is 64 zeros), so the history says so
 * rather than leaving a transaction to look for.
 */
const NATIVE_PAYOUT = "paid out on THORChain (inside THORChain's block, no separate transaction)";
const paidNatively = (a: MidgardAction, address: string) =>
  a.out.some(
    (l) => l.address === address && l.coins.some((c) => c.asset === RUNE_ASSET) && /^0*$/.test(l.txID),
  );

function describe(a: MidgardAction, runeOut: boolean, address: string): string {
  const pool = a.pools[0] ?? '';
  switch (a.type) {
    case 'swap': {
      const other = runeOut ? counterAsset(a.out) : counterAsset(a.in);
      if (runeOut) return other ? `Swap to ${other}` : 'Swap';
      const paid = paidNatively(a, address) ? `, ${NATIVE_PAYOUT}` : '';
      return `${other ? `Swap from ${other}` : 'Swap'}${paid}`;
    }
    case 'refund':
      return a.reason ? `Refund: ${a.reason}` : 'Refund';
    case 'addLiquidity':
      return pool ? `Add liquidity to ${pool}` : 'Add liquidity';
    case 'withdraw':
      return pool ? `Withdraw liquidity from ${pool}` : 'Withdraw liquidity';
    default:
      return a.type.charAt(0).toUpperCase() + a.type.slice(1);
  }
}

/**
 * One Midgard action as the RUNE coin's history item, or null when it moved none of the
 * wallet's RUNE (a leg of another asset only). Sends are left to THORNode's /txs.
 */
export function actionItem(a: MidgardAction, address: string): HistoryItem | null {
  if (a.type === 'send') return null;
  const spent = runeOf(a.in, address);
  const got = runeOf(a.out, address);
  const touches = [...a.in, ...a.out].some(
    (l) => l.address === address && l.coins.some((c) => c.asset === RUNE_ASSET),
  );
  if (!touches) return null;
  const first = a.in[0];
  const hash = first?.txID ?? '';
  if (!/^[0-9A-Fa-f]{64}$/.test(hash)) throw new Error('Midgard action without an inbound transaction id');
  const to = a.out.find((l) => l.address !== address)?.address ?? a.out[0]?.address ?? '';
  return {
    hash: hash.toLowerCase(),
    amount: (got - spent).toString(10),
    status: a.status === 'success' ? 'success' : a.status === 'pending' ? 'pending' : 'unknown',
    date: a.date,
    from: first?.address ?? '',
    to,
    description: describe(a, spent > got, address),
  };
}

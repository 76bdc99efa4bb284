/**
 * Midgard's /v2/actions for the fixture THORChain, from the transactions really submitted to it.
 * A MsgSend to the Asgard module address with a THORChain memo is a deposit (as THORChain reads
 * it): `=:ASSET:DEST` (or `s:`, `SWAP:`) swaps at the fixture's pool price, paying the asset out
 * to DEST; a swap into a pool the fixture does not have, or a memo it cannot read, is refunded
 * (the RUNE less the outbound fee goes back to the sender); `+:POOL` adds liquidity;
 * `-:POOL:BPS` withdraws that share of what the sender added. Any other send is a `send` action.
 * Each action is written in Midgard's wire format: date in ns, in/out legs of {address, coins,
 * txID}, pools, status, type, metadata.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, hex } from '@scure/base';
import type { IncludedTx, Ledger } from './ledger';
import type { Leg, MidgardActionJson } from './midgardJson';

/** THORChain's Asgard module account: sha256("asgard")[:20] */
export const ASGARD = bech32.encode(
  'thor',
  bech32.toWords(sha256(new TextEncoder().encode('asgard')).slice(0, 20)),
);

/** RUNE base units per whole unit of each pool's asset (Midgard writes every asset with 8 decimals) */
export const POOL_PRICES: Record<string, bigint> = {
  'BTC.BTC': 25_000n * 100_000_000n,
  'ETH.ETH': 1_000n * 100_000_000n,
};
/** what an outbound leg costs, RUNE base units (native_outbound_fee_rune) */
export const OUTBOUND_FEE = 2_000_000n;
const RUNE = 'THOR.RUNE';

/** what the sender added to each pool, RUNE base units, by `${address} ${pool}` */
const added = new WeakMap<Ledger, Map<string, bigint>>();

const leg = (address: string, asset: string, amount: bigint, txID: string): Leg => ({
  address,
  coins: [{ asset, amount: amount.toString() }],
  txID,
});
const outId = (hash: string) => hex.encode(sha256(new TextEncoder().encode(`${hash}:out`))).toUpperCase();

/**
 * The action of an included transaction. A deposit's outcome moves the ledger here: a refund or
 * a withdrawal pays RUNE back out of Asgard. Failed transactions (code ≠ 0) make no action.
 */
export function actionOf(ledger: Ledger, tx: IncludedTx): MidgardActionJson | null {
  if (tx.code !== 0) return null;
  const base = {
    date: (BigInt(tx.time) * 1_000_000n).toString(),
    height: String(tx.height),
    status: 'success' as const,
  };
  const inLeg = leg(tx.from, RUNE, tx.amount, tx.hash);
  if (tx.to !== ASGARD)
    return {
      ...base,
      in: [inLeg],
      out: [leg(tx.to, RUNE, tx.amount, '')],
      pools: [],
      type: 'send',
      metadata: { send: { memo: tx.memo, networkFees: [] } },
    };
  const pay = (to: string, amount: bigint) => {
    ledger.fund(to, amount);
    ledger.fund(ASGARD, -amount);
  };
  const refund = (reason: string): MidgardActionJson => {
    const back = tx.amount > OUTBOUND_FEE ? tx.amount - OUTBOUND_FEE : 0n;
    if (back > 0n) pay(tx.from, back);
    return {
      ...base,
      in: [inLeg],
      out: back > 0n ? [leg(tx.from, RUNE, back, '')] : [],
      pools: [],
      type: 'refund',
      metadata: {
        refund: { reason, memo: tx.memo, networkFees: [{ asset: RUNE, amount: String(OUTBOUND_FEE) }] },
      },
    };
  };
  const [op, pool = '', third = ''] = tx.memo.split(':');
  const lp = added.get(ledger) ?? new Map<string, bigint>();
  added.set(ledger, lp);
  switch ((op ?? '').toUpperCase()) {
    case '=':
    case 'S':
    case 'SWAP': {
      const price = POOL_PRICES[pool.toUpperCase()];
      if (!price) return refund(`unknown pool: ${pool}`);
      if (!third) return refund('swap destination address is empty');
      const out = (tx.amount * 100_000_000n) / price;
      return {
        ...base,
        in: [inLeg],
        out: [leg(third, pool.toUpperCase(), out, outId(tx.hash))],
        pools: [pool.toUpperCase()],
        type: 'swap',
        metadata: {
          swap: {
            memo: tx.memo,
            networkFees: [],
            liquidityFee: '0',
            swapSlip: '0',
            swapTarget: '0',
            affiliateAddress: '',
            affiliateFee: '0',
            isStreamingSwap: false,
            txType: 'swap',
          },
        },
      };
    }
    case '+':
    case 'A':
    case 'ADD': {
      if (!POOL_PRICES[pool.toUpperCase()]) return refund(`unknown pool: ${pool}`);
      const key = `${tx.from} ${pool.toUpperCase()}`;
      lp.set(key, (lp.get(key) ?? 0n) + tx.amount);
      return {
        ...base,
        in: [inLeg],
        out: [],
        pools: [pool.toUpperCase()],
        type: 'addLiquidity',
        metadata: { addLiquidity: { liquidityUnits: tx.amount.toString() } },
      };
    }
    case '-':
    case 'WD':
    case 'WITHDRAW': {
      const key = `${tx.from} ${pool.toUpperCase()}`;
      const have = lp.get(key) ?? 0n;
      const bps = BigInt(/^\d{1,5}$/.test(third) ? third : '0');
      const back = (have * (bps > 10_000n ? 10_000n : bps)) / 10_000n;
      if (back === 0n) return refund('nothing to withdraw');
      lp.set(key, have - back);
      pay(tx.from, back + tx.amount);
      return {
        ...base,
        in: [inLeg],
        out: [leg(tx.from, RUNE, back + tx.amount, '')],
        pools: [pool.toUpperCase()],
        type: 'withdraw',
        metadata: { withdraw: { memo: tx.memo, basisPoints: bps.toString(), networkFees: [] } },
      };
    }
    default:
      return refund(`invalid memo: ${tx.memo}`);
  }
}

/** GET /v2/actions?address=&limit=: the address's actions, newest first. */
export function actionsAnswer(ledger: Ledger, q: URLSearchParams) {
  const address = q.get('address') ?? '';
  const limit = Math.min(Number(q.get('limit') ?? 50), 50);
  const mine = ledger.actions
    .filter((a) => !address || [...a.in, ...a.out].some((l) => l.address === address))
    .reverse();
  return {
    actions: mine.slice(0, limit),
    count: String(mine.length),
    meta: { nextPageToken: '', prevPageToken: '' },
  };
}

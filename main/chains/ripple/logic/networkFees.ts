import type { RippleCtx } from '../ctx';
import { DEFAULT_BASE_FEE, DEFAULT_RESERVE_BASE, DEFAULT_RESERVE_INC } from '../constants';
import { withRippled } from '../network';

/** The network's settings a send and a balance depend on, drops. */
export interface NetworkFees {
  /** the reference base fee */
  baseFee: bigint;
  /** spec §9: base fee × load factor, rounded up: what a Payment pays now */
  fee: bigint;
  reserveBase: bigint;
  /** the reserve each owned object (trust line, offer…) adds */
  reserveInc: bigint;
  /** the last validated ledger's index */
  validatedSeq: number;
}

/**
 * ceil(a × num / den). server_state's load factor and base are integers; server_info's factor
 * is a decimal multiplier (den 1): both are taken to six places, which covers either exactly.
 */
function scaled(a: bigint, num: number, den: number): bigint {
  const n = BigInt(Math.round(num * 1e6));
  const d = BigInt(Math.round(den * 1e6));
  return (a * n + d - 1n) / d;
}

/**
 * server_state (integer drops and load factor over load base), or server_info where a server
 * does not answer server_state (decimal XRP and a multiplier). A server that publishes no
 * reserves gets spec §9's 10 XRP minimum balance; no base fee, 0.00001 XRP.
 */
export function networkFees(ctx: RippleCtx): Promise<NetworkFees> {
  return withRippled(ctx, async (api) => {
    try {
      const s = await api.serverState();
      const v = s.validated_ledger;
      return {
        baseFee: v.base_fee,
        fee: scaled(v.base_fee, s.load_factor, s.load_base),
        reserveBase: v.reserve_base ?? DEFAULT_RESERVE_BASE,
        reserveInc: v.reserve_inc ?? (v.reserve_base === undefined ? DEFAULT_RESERVE_INC : 0n),
        validatedSeq: v.seq,
      };
    } catch {
      const i = await api.serverInfo();
      const v = i.validated_ledger;
      const baseFee = v.base_fee_xrp ?? DEFAULT_BASE_FEE;
      return {
        baseFee,
        fee: scaled(baseFee, i.load_factor ?? 1, 1),
        reserveBase: v.reserve_base_xrp ?? DEFAULT_RESERVE_BASE,
        reserveInc: v.reserve_inc_xrp ?? (v.reserve_base_xrp === undefined ? DEFAULT_RESERVE_INC : 0n),
        validatedSeq: v.seq,
      };
    }
  });
}

/**
 * Relay policy per chain, from each node's policy.h: the dust relay fee (sat per 1000 vB)
 * sets the dust threshold, the incremental relay fee is what a BIP125 replacement must add
 * per vB, and the minimum rate is what the node relays at all.
 */
import type { OutputType } from './params';

export interface ChainPolicy {
  /** sat per 1000 vB; Bitcoin Core's DUST_RELAY_TX_FEE (Litecoin ×10). */
  dustRelayFeePerKvB: bigint;
  /** a fixed dust floor where the chain uses one instead (Dogecoin 0.01 DOGE, BCH 546). */
  dustFloor?: bigint;
  /** sat/vB a replacement adds over the old rate (DEFAULT_INCREMENTAL_RELAY_FEE / 1000). */
  incrementalRelayRate: bigint;
  /** sat/vB below which the node will not relay. */
  minFeeRate: bigint;
}

const POLICIES: Readonly<Record<string, ChainPolicy>> = {
  bitcoin: { dustRelayFeePerKvB: 3000n, incrementalRelayRate: 1n, minFeeRate: 1n },
  litecoin: { dustRelayFeePerKvB: 30000n, incrementalRelayRate: 1n, minFeeRate: 1n },
  // Dogecoin Core 1.14.6: relay minimum 0.001 DOGE/kB, hard dust limit 0.01 DOGE.
  dogecoin: { dustRelayFeePerKvB: 0n, dustFloor: 1_000_000n, incrementalRelayRate: 100n, minFeeRate: 100n },
  bitcoin_cash: { dustRelayFeePerKvB: 0n, dustFloor: 546n, incrementalRelayRate: 1n, minFeeRate: 1n },
};

export function policyOf(chain: string): ChainPolicy {
  const p = POLICIES[chain];
  if (!p) throw new Error('Unsupported chain');
  return p;
}

const OUTPUT_BYTES: Readonly<Record<OutputType, bigint>> = {
  p2pkh: 34n,
  p2sh: 32n,
  'p2sh-p2wpkh': 32n,
  p2wpkh: 31n,
  p2wsh: 43n,
  p2tr: 43n,
};

/**
 * Bitcoin Core's GetDustThreshold: an output is dust when spending it would cost more than
 * it is worth at the dust relay fee (148 vB to spend a legacy output, 67 for a witness one).
 */
export function dustThreshold(chain: string, type: OutputType): bigint {
  const p = policyOf(chain);
  if (p.dustFloor !== undefined) return p.dustFloor;
  const witness = type === 'p2wpkh' || type === 'p2wsh' || type === 'p2tr';
  const spend = witness ? 67n : 148n;
  return ((OUTPUT_BYTES[type] + spend) * p.dustRelayFeePerKvB) / 1000n;
}

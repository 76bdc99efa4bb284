/**
 * What the EVM preview needs from a node and what it hands between its steps. The node is
 * injected (the family passes its fallback RPC, WalletConnect a client for the chain's URLs),
 * so the preview depends on no provider of network/.
 */

/** A JSON-RPC caller whose errors keep the node's code, message and revert data. */
export interface PreviewNode {
  call<T>(method: string, params: readonly unknown[]): Promise<T>;
}

/** The transaction to simulate, as it will be signed (hex quantities, as JSON-RPC takes them). */
export interface PreviewTx {
  from: string;
  to: string;
  /** wei */
  value: bigint;
  data: string;
}

/** A log as every simulation method returns it. */
export interface RawLog {
  address: string;
  topics: readonly string[];
  data: string;
}

/** A native value move from a call frame (debug_traceCall), in wei. */
export interface NativeMove {
  from: string;
  to: string;
  value: bigint;
}

export type SimMethod = 'eth_simulateV1' | 'debug_traceCall' | 'eth_call';

/** What a simulation said, before decoding: the logs it emitted, or why it reverted. */
export type SimOutcome =
  | { kind: 'ok'; method: SimMethod; logs: RawLog[]; native: NativeMove[] }
  | { kind: 'reverts'; method: SimMethod; reason: string }
  /** the node offers none of the methods (or eth_call only, which says nothing of movements) */
  | { kind: 'unavailable'; reason: string };

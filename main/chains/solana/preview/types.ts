/**
 * What the Solana preview needs from a node and hands between its steps. The node is injected
 * (WalletConnect passes a client for the profile's URLs), so the preview depends on no
 * provider of network/.
 */

/** One JSON-RPC call of a batch and the node's reply to it, error object kept. */
export interface BatchCall {
  method: string;
  params: readonly unknown[];
}
export interface BatchReply {
  result?: unknown;
  error?: { code: number; message: string };
}

/** A JSON-RPC client that sends calls as one batch (one HTTP request) and keeps each reply. */
export interface SolanaPreviewNode {
  batch(calls: readonly BatchCall[]): Promise<BatchReply[]>;
}

/** An account as the node returned it (base64 decoded); null for one that does not exist. */
export interface RawAccount {
  lamports: bigint;
  owner: string;
  data: Uint8Array;
}

export type { RawInstruction } from '../../../../shared/chains/solana/drainerIx';

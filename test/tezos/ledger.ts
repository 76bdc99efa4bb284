/**
 * The fixture node's small ledger: implicit accounts (balance, counter, revealed key), the
 * blocks baked so far with the operations they hold, and the rules it applies to a manager
 * operation, each failing with the protocol's own error id.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import { b58Encode, PrefixV2 } from '@taquito/utils';

export const PROTOCOL = 'PsQuebecnLByd3JwTiGadoG4nGWi3HYiLXUjkibeFV8dCFeVMUg';
export const CHAIN_ID = 'NetXdQprcVkpaWU';
/** the protocol's own values (GET …/context/constants) */
export const CONSTANTS = {
  cost_per_byte: '250',
  origination_size: 257,
  hard_gas_limit_per_operation: '1040000',
  hard_storage_limit_per_operation: '60000',
  hard_gas_limit_per_block: '1386666',
};
/** milligas a reveal and a transfer to an implicit account consume */
export const REVEAL_MILLIGAS = 171_000n;
export const TRANSFER_MILLIGAS = 168_972n;
/** where the counter of a newly created account starts (the chain's global counter) */
export const GLOBAL_COUNTER_START = 4_200n;
/** mempool filter of a default node */
export const MINIMAL_FEE = 100n;
export const NANOTEZ_PER_GAS = 100n;
export const NANOTEZ_PER_BYTE = 1_000n;
const PROTO_ERR = 'proto.021-PsQuebec';

export interface Account {
  balance: bigint;
  counter: bigint;
  managerKey: string | null;
}

/** One balance move a transfer made, as TzKT indexes it; `from` '' for a mint. */
export interface TokenMove {
  key: string;
  from: string;
  to: string;
  amount: bigint;
}

/** a content with the result the chain gave it */
export interface AppliedContent {
  content: Record<string, unknown> & { kind: string };
  result: Record<string, unknown>;
  /** a token contract call's balance moves (TzKT's token transfers); not part of the RPC's JSON */
  moves?: TokenMove[];
}

export interface BlockOp {
  hash: string;
  branch: string;
  contents: AppliedContent[];
  signature: string;
}

export interface Block {
  hash: string;
  level: number;
  timestamp: string;
  operations: BlockOp[];
}

/** A protocol refusal: the id a real node puts in its error list. */
export class ProtocolError extends Error {
  constructor(readonly id: string) {
    super(id);
  }
}
export const protoError = (name: string) => new ProtocolError(`${PROTO_ERR}.${name}`);

let seq = 0;
export function newBlockHash(level: number): string {
  return b58Encode(
    blake2b(new TextEncoder().encode(`block ${level} ${seq++} ${Math.random()}`), { dkLen: 32 }),
    PrefixV2.BlockHash,
  );
}

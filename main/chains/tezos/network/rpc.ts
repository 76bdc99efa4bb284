/**
 * A Tezos node's RPC (octez.tezos.com/docs "RPC"): the head, an account's balance, counter and
 * manager key, the protocol constants a fee needs, `run_operation` (a simulation without a
 * valid signature), `injection/operation`, and the manager operations of recent blocks.
 */
import { b58Encode, PrefixV2 } from '@taquito/utils';
import { z } from 'zod';
import type { Http } from '../../../net/http';
import { readAs, u64 } from './wire';

const FROM = 'the Tezos node';
const HEAD = '/chains/main/blocks/head';

const HeaderSchema = z.looseObject({
  hash: z.string().regex(/^B[1-9A-HJ-NP-Za-km-z]{50}$/),
  chain_id: z.string().min(1).max(20),
  protocol: z.string().min(1).max(60),
  level: z.number().int(),
});
export type TezosHead = z.output<typeof HeaderSchema>;

const ConstantsSchema = z.looseObject({
  cost_per_byte: u64('cost_per_byte'),
  origination_size: u64('origination_size'),
  hard_gas_limit_per_operation: u64('hard_gas_limit_per_operation'),
  hard_storage_limit_per_operation: u64('hard_storage_limit_per_operation'),
});
export type TezosConstants = z.output<typeof ConstantsSchema>;

const ErrorsSchema = z.array(z.looseObject({ id: z.string().optional() })).optional();

const ResultSchema = z.looseObject({
  status: z.string(),
  consumed_milligas: u64('consumed_milligas').optional(),
  paid_storage_size_diff: u64('paid_storage_size_diff').optional(),
  allocated_destination_contract: z.boolean().optional(),
  errors: ErrorsSchema,
});

const SimulatedSchema = z.looseObject({
  contents: z.array(
    z.looseObject({
      kind: z.string(),
      metadata: z.looseObject({ operation_result: ResultSchema }),
    }),
  ),
});

export interface SimulatedContent {
  kind: string;
  status: string;
  consumedMilligas: bigint;
  paidStorageSizeDiff: bigint;
  allocatedDestination: boolean;
  /** the protocol error ids, innermost last, when it failed */
  errors: string[];
}

const BlockOpsSchema = z.array(
  z.looseObject({
    hash: z.string(),
    contents: z.array(
      z.looseObject({
        kind: z.string(),
        metadata: z.looseObject({ operation_result: ResultSchema.optional() }).optional(),
      }),
    ),
  }),
);

export interface IncludedOperation {
  hash: string;
  /** each content's result status: applied, failed, backtracked, skipped */
  statuses: string[];
}

/** A manager operation in the JSON the RPC takes (amounts as decimal strings). */
export type RpcContent = Record<string, unknown> & { kind: string };

export interface TezosRpcApi {
  head(): Promise<TezosHead>;
  constants(): Promise<TezosConstants>;
  /** mutez; 0 for an account the chain does not know */
  balance(address: string): Promise<bigint>;
  counter(address: string): Promise<bigint>;
  /** the revealed public key (edpk…), or null before the account's first reveal */
  managerKey(address: string): Promise<string | null>;
  simulate(op: { branch: string; contents: RpcContent[] }, chainId: string): Promise<SimulatedContent[]>;
  /** the operation hash (o…) the node gives the signed bytes */
  inject(signedHex: string): Promise<string>;
  /** manager operations (validation pass 3) of `head~back` */
  managerOperations(back: number): Promise<IncludedOperation[]>;
}

/** run_operation wants a signature of the right form; its value is not checked (octez docs). */
const ZERO_SIGNATURE = b58Encode(new Uint8Array(64), PrefixV2.Ed25519Signature);

export function tezosRpc(http: Http, baseUrl: string): TezosRpcApi {
  const get = (path: string) => http.json<unknown>(`${baseUrl}${path}`);
  const contract = (address: string, what: string) =>
    get(`${HEAD}/context/contracts/${encodeURIComponent(address)}/${what}`);
  return {
    async head() {
      return readAs(HeaderSchema, await get(`${HEAD}/header`), 'header', FROM);
    },
    async constants() {
      return readAs(ConstantsSchema, await get(`${HEAD}/context/constants`), 'constants', FROM);
    },
    async balance(address) {
      return readAs(u64('balance'), await contract(address, 'balance'), 'balance', FROM);
    },
    async counter(address) {
      return readAs(u64('counter'), await contract(address, 'counter'), 'counter', FROM);
    },
    async managerKey(address) {
      return readAs(z.string().nullable(), await contract(address, 'manager_key'), 'manager_key', FROM);
    },
    async simulate(op, chainId) {
      const body = await http.json<unknown>(`${baseUrl}${HEAD}/helpers/scripts/run_operation`, {
        method: 'POST',
        json: { operation: { ...op, signature: ZERO_SIGNATURE }, chain_id: chainId },
      });
      return readAs(SimulatedSchema, body, 'run_operation', FROM).contents.map((c) => {
        const r = c.metadata.operation_result;
        return {
          kind: c.kind,
          status: r.status,
          consumedMilligas: r.consumed_milligas ?? 0n,
          paidStorageSizeDiff: r.paid_storage_size_diff ?? 0n,
          allocatedDestination: r.allocated_destination_contract ?? false,
          errors: (r.errors ?? []).map((e) => e.id ?? 'unknown'),
        };
      });
    },
    async inject(signedHex) {
      const body = await http.json<unknown>(`${baseUrl}/injection/operation`, {
        method: 'POST',
        json: signedHex,
      });
      return readAs(z.string().regex(/^o[1-9A-HJ-NP-Za-km-z]{50}$/), body, 'injection/operation', FROM);
    },
    async managerOperations(back) {
      const body = await get(`/chains/main/blocks/head~${back}/operations/3`);
      return readAs(BlockOpsSchema, body, 'block operations', FROM).map((o) => ({
        hash: o.hash,
        statuses: o.contents.map((c) => c.metadata?.operation_result?.status ?? 'unknown'),
      }));
    },
  };
}

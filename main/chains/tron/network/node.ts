/**
 * java-tron's HTTP API (developers.tron.network "HTTP API"): account reads, chain parameters,
 * the transaction builders, constant calls, broadcast and receipts. Every call asks for
 * `visible: true`, so addresses go out and come back in base58. A builder's refusal
 * (`{Error}`, or `result.code` with a hex message) becomes a RULE error carrying the node's text.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { toBase58 } from './address';
import { messageText, readAs, u64 } from './wire';

const Base58 = z.string().transform(toBase58);

const AccountSchema = z.looseObject({
  address: Base58.optional(),
  balance: u64('balance'),
  create_time: z.number().optional(),
  latest_withdraw_time: z.number().optional(),
  votes: z.array(z.looseObject({ vote_address: Base58, vote_count: u64('vote_count') })).optional(),
  frozenV2: z.array(z.looseObject({ type: z.string().optional(), amount: u64('frozen amount') })).optional(),
  unfrozenV2: z
    .array(
      z.looseObject({
        type: z.string().optional(),
        unfreeze_amount: u64('unfreeze_amount'),
        unfreeze_expire_time: z.number().optional(),
      }),
    )
    .optional(),
});
export type NodeAccount = z.output<typeof AccountSchema>;

const ResourceSchema = z.looseObject({
  freeNetUsed: u64('freeNetUsed'),
  freeNetLimit: u64('freeNetLimit'),
  NetUsed: u64('NetUsed'),
  NetLimit: u64('NetLimit'),
  EnergyUsed: u64('EnergyUsed'),
  EnergyLimit: u64('EnergyLimit'),
  tronPowerUsed: u64('tronPowerUsed'),
  tronPowerLimit: u64('tronPowerLimit'),
});
export type NodeResources = z.output<typeof ResourceSchema>;

const ParamsSchema = z.looseObject({
  chainParameter: z.array(z.looseObject({ key: z.string(), value: u64('chain parameter') })),
});

/** What a builder returns: the node's transaction, of which main keeps the id and the bytes. */
const BuiltSchema = z.looseObject({
  txID: z.string().regex(/^[0-9a-f]{64}$/),
  raw_data_hex: z.string().regex(/^([0-9a-f]{2})+$/),
});
export type BuiltTx = z.output<typeof BuiltSchema>;

const ResultSchema = z
  .looseObject({
    result: z.boolean().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  })
  .optional();

const ConstantSchema = z.looseObject({
  result: ResultSchema,
  energy_used: u64('energy_used'),
  constant_result: z.array(z.string()).optional(),
});

const BroadcastSchema = z.looseObject({
  result: z.boolean().optional(),
  txid: z.string().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

const TxInfoSchema = z.looseObject({
  id: z.string().optional(),
  blockNumber: z.number().optional(),
  result: z.string().optional(),
  resMessage: z.string().optional(),
  receipt: z.looseObject({ result: z.string().optional() }).optional(),
});
export type NodeTxInfo = z.output<typeof TxInfoSchema>;

const WitnessesSchema = z.looseObject({
  witnesses: z
    .array(z.looseObject({ address: Base58, voteCount: u64('voteCount'), url: z.string().optional() }))
    .optional(),
});

export type BuilderPath =
  | 'createtransaction'
  | 'freezebalancev2'
  | 'unfreezebalancev2'
  | 'votewitnessaccount'
  | 'withdrawexpireunfreeze'
  | 'withdrawbalance';

export type BroadcastOutcome = { ok: true; txid: string } | { ok: false; code: string; message: string };

export interface TronNodeApi {
  /** null: the account does not exist on chain yet */
  account(address: string): Promise<NodeAccount | null>;
  accountResource(address: string): Promise<NodeResources>;
  chainParameters(): Promise<Map<string, bigint>>;
  /** unclaimed voting rewards, sun */
  reward(address: string): Promise<bigint>;
  availableUnfreezeCount(address: string): Promise<number>;
  build(path: BuilderPath, body: Record<string, unknown>): Promise<BuiltTx>;
  triggerSmartContract(body: Record<string, unknown>): Promise<BuiltTx>;
  /** a read-only call: the energy it used and its return data (hex); throws with the revert text */
  constantCall(p: { owner: string; contract: string; selector: string; parameter: string }): Promise<{
    energyUsed: bigint;
    result: string;
  }>;
  broadcastHex(transactionHex: string): Promise<BroadcastOutcome>;
  /** null until the transaction is in a block */
  txInfo(id: string): Promise<NodeTxInfo | null>;
  listWitnesses(): Promise<{ address: string; votes: bigint; url?: string }[]>;
}

function refusal(body: Record<string, unknown>): string | null {
  if (typeof body.Error === 'string') return body.Error.replace(/^class [\w.$]+ : /, '');
  const r = body.result as { result?: unknown; code?: unknown; message?: unknown } | undefined;
  if (r && typeof r === 'object' && (r.code !== undefined || r.result === false))
    return messageText(r.message) || String(r.code ?? 'refused');
  return null;
}

export function tronNode(http: Http, baseUrl: string, headers: Record<string, string> = {}): TronNodeApi {
  const post = async (path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const out = await http.json<unknown>(`${baseUrl}/wallet/${path}`, {
      method: 'POST',
      json: { ...body, visible: true },
      headers,
    });
    if (!out || typeof out !== 'object' || Array.isArray(out))
      throw new AppError('NETWORK', `Unexpected ${path} answer from the Tron node`);
    return out as Record<string, unknown>;
  };
  const built = (path: string, body: Record<string, unknown>): BuiltTx => {
    const why = refusal(body);
    if (why !== null) throw new AppError('RULE', why);
    return readAs(BuiltSchema, body.transaction ?? body, path);
  };

  return {
    async account(address) {
      const body = await post('getaccount', { address });
      if (Object.keys(body).length === 0) return null;
      return readAs(AccountSchema, body, 'getaccount');
    },
    accountResource: async (address) =>
      readAs(ResourceSchema, await post('getaccountresource', { address }), 'getaccountresource'),
    async chainParameters() {
      const p = readAs(ParamsSchema, await post('getchainparameters', {}), 'getchainparameters');
      return new Map(p.chainParameter.map((x) => [x.key, x.value]));
    },
    reward: async (address) =>
      readAs(z.looseObject({ reward: u64('reward') }), await post('getReward', { address }), 'getReward')
        .reward,
    async availableUnfreezeCount(address) {
      const body = await post('getavailableunfreezecount', { owner_address: address });
      return Number(readAs(z.looseObject({ count: u64('count') }), body, 'getavailableunfreezecount').count);
    },
    build: async (path, body) => built(path, await post(path, body)),
    triggerSmartContract: async (body) =>
      built('triggersmartcontract', await post('triggersmartcontract', body)),
    async constantCall({ owner, contract, selector, parameter }) {
      const body = await post('triggerconstantcontract', {
        owner_address: owner,
        contract_address: contract,
        function_selector: selector,
        parameter,
      });
      const why = refusal(body);
      if (why !== null) throw new AppError('RULE', why);
      const c = readAs(ConstantSchema, body, 'triggerconstantcontract');
      // a revert answers result.result true with a message: the call would fail on chain
      if (c.result?.message) throw new AppError('RULE', messageText(c.result.message));
      return { energyUsed: c.energy_used, result: c.constant_result?.[0] ?? '' };
    },
    async broadcastHex(transactionHex) {
      const b = readAs(
        BroadcastSchema,
        await post('broadcasthex', { transaction: transactionHex }),
        'broadcasthex',
      );
      if (b.result === true && b.txid) return { ok: true, txid: b.txid };
      return { ok: false, code: b.code ?? '', message: messageText(b.message) };
    },
    async txInfo(id) {
      const body = await post('gettransactioninfobyid', { value: id });
      if (Object.keys(body).length === 0) return null;
      return readAs(TxInfoSchema, body, 'gettransactioninfobyid');
    },
    async listWitnesses() {
      const w = readAs(WitnessesSchema, await post('listwitnesses', {}), 'listwitnesses');
      return (w.witnesses ?? []).map((x) => ({
        address: x.address,
        votes: x.voteCount,
        ...(x.url ? { url: x.url } : {}),
      }));
    },
  };
}

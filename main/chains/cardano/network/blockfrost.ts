/**
 * Blockfrost's REST API (docs.blockfrost.io, /api/v0): an address's ADA and native assets
 * (addresses/{a}), a native asset's own record (assets/{unit}), the address's
 * UTXOs (addresses/{a}/utxos) and transactions (addresses/{a}/transactions), a transaction
 * (txs/{h}) and its inputs and outputs (txs/{h}/utxos), the protocol parameters
 * (epochs/latest/parameters), the tip (blocks/latest) and submission (tx/submit, CBOR bytes).
 * The project id goes in the `project_id` header. Amounts are strings of base units; a 404 on
 * an address means the chain has never seen it.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import { HttpError, type Http, type RequestOptions } from '../../../net/http';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';
import { PAGE_SIZE, UTXO_PAGES } from '../constants';

const Units = (field: string) =>
  z.union([z.string(), z.number(), z.bigint()]).transform((v) => baseUnitsOf(v, field));
const Hash = z.string().regex(/^[0-9a-f]{64}$/);
const AmountSchema = z.array(z.looseObject({ unit: z.string().max(200), quantity: Units('quantity') }));

const AddressSchema = z.looseObject({ address: z.string(), amount: AmountSchema });
const UtxoSchema = z.looseObject({
  address: z.string(),
  tx_hash: Hash,
  output_index: z.number().int().min(0),
  amount: AmountSchema,
  data_hash: z.string().nullable().optional(),
  inline_datum: z.string().nullable().optional(),
  reference_script_hash: z.string().nullable().optional(),
});
const AddressTxSchema = z.looseObject({
  tx_hash: Hash,
  block_height: z.number().int(),
  block_time: z.number(),
});
const TxIoSchema = z.looseObject({
  address: z.string(),
  amount: AmountSchema,
  collateral: z.boolean().optional(),
  reference: z.boolean().optional(),
});
const TxUtxosSchema = z.looseObject({
  hash: Hash,
  inputs: z.array(TxIoSchema),
  outputs: z.array(TxIoSchema),
});
const TxSchema = z.looseObject({ hash: Hash, block_time: z.number(), fees: Units('fees') });
const ParamsSchema = z.looseObject({
  min_fee_a: Units('min_fee_a'),
  min_fee_b: Units('min_fee_b'),
  max_tx_size: Units('max_tx_size'),
  max_val_size: Units('max_val_size'),
  key_deposit: Units('key_deposit'),
  pool_deposit: Units('pool_deposit'),
  coins_per_utxo_size: Units('coins_per_utxo_size'),
});
const BlockSchema = z.looseObject({ slot: Units('slot') });
/** CIP-25 / CIP-68 metadata as Blockfrost decodes it: free-form JSON; only these fields are read */
const MetadataSchema = z.looseObject({
  name: z.unknown().optional(),
  ticker: z.unknown().optional(),
  decimals: z.unknown().optional(),
});
const AssetSchema = z.looseObject({
  asset: z.string(),
  policy_id: z.string(),
  asset_name: z.string().nullable(),
  quantity: Units('quantity'),
  onchain_metadata: MetadataSchema.nullable().optional(),
  onchain_metadata_standard: z.string().nullable().optional(),
  /** the off-chain token registry's entry (CIP-26) */
  metadata: MetadataSchema.nullable().optional(),
});
const ErrorSchema = z.looseObject({ status_code: z.number().optional(), message: z.string().optional() });

/** An amount as Blockfrost lists it: lovelace, and native tokens by policy id + asset name (hex). */
export interface BlockfrostValue {
  lovelace: bigint;
  tokens: { unit: string; quantity: bigint }[];
}

export interface BlockfrostUtxo extends BlockfrostValue {
  address: string;
  txHash: string;
  index: number;
  /** locked by a datum or carries a script: not a plain payment output */
  scripted: boolean;
}

export interface BlockfrostTxIo extends BlockfrostValue {
  address: string;
}

/** A native asset's record (assets/{unit}): its supply and the metadata fields the wallet reads. */
export interface BlockfrostAsset {
  unit: string;
  /** what is in circulation; 0 once every unit was burned */
  quantity: bigint;
  /** 'CIP25v1', 'CIP25v2', 'CIP68v1'…; null when the asset has no on-chain metadata */
  standard: string | null;
  onchain: Record<string, unknown> | null;
  registry: Record<string, unknown> | null;
}

export interface ProtocolParams {
  minFeeA: bigint;
  minFeeB: bigint;
  maxTxSize: bigint;
  maxValueSize: bigint;
  keyDeposit: bigint;
  poolDeposit: bigint;
  coinsPerUtxoByte: bigint;
}

export interface BlockfrostApi {
  /** the address's lovelace; 0 for an address the chain has never seen */
  lovelace(address: string): Promise<bigint>;
  /** the address's lovelace and native assets; nothing for an address the chain has never seen */
  value(address: string): Promise<BlockfrostValue>;
  /** a native asset by its unit (policy id ‖ asset name hex); null when the chain knows none */
  asset(unit: string): Promise<BlockfrostAsset | null>;
  /** every UTXO of the address (pages of PAGE_SIZE, at most UTXO_PAGES); none for an unseen address */
  utxos(address: string): Promise<BlockfrostUtxo[]>;
  /** the address's transactions, newest first */
  transactions(address: string, count: number): Promise<{ hash: string; timeMs: number }[]>;
  /** a transaction's spent inputs and created outputs (collateral and reference inputs left out) */
  txUtxos(hash: string): Promise<{ inputs: BlockfrostTxIo[]; outputs: BlockfrostTxIo[] }>;
  /** null while the transaction is not in a block */
  tx(hash: string): Promise<{ hash: string; timeMs: number; fee: bigint } | null>;
  parameters(): Promise<ProtocolParams>;
  /** the tip's slot */
  tipSlot(): Promise<bigint>;
  /** the transaction's CBOR; Blockfrost answers its id */
  submit(cbor: Uint8Array<ArrayBuffer>): Promise<string>;
}

const read = <T extends z.ZodType>(schema: T, data: unknown, what: string) =>
  readAnswer(schema, data, what, 'Blockfrost');

function valueOf(amount: z.output<typeof AmountSchema>): BlockfrostValue {
  let lovelace = 0n;
  const tokens: BlockfrostValue['tokens'] = [];
  for (const a of amount) {
    if (a.unit === 'lovelace') lovelace += a.quantity;
    else tokens.push({ unit: a.unit, quantity: a.quantity });
  }
  return { lovelace, tokens };
}

const is404 = (e: unknown) => e instanceof HttpError && e.status === 404;

/** Blockfrost's own words for a refused call (its `message`), cut short; else the HTTP status. */
function refusal(e: unknown): never {
  if (e instanceof HttpError) {
    let why = e.message;
    try {
      const body = ErrorSchema.parse(JSON.parse(e.body));
      if (body.message) why = `Blockfrost: ${body.message}`;
    } catch {
      // not Blockfrost's error shape: the status says enough
    }
    // eslint-disable-next-line no-control-regex
    throw new AppError('NETWORK', why.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 300));
  }
  throw e;
}

export function blockfrost(http: Http, base: string, projectId?: string): BlockfrostApi {
  const headers: Record<string, string> = projectId ? { project_id: projectId } : {};
  const get = (path: string, opts: RequestOptions = {}) =>
    http.json(`${base}${path}`, { ...opts, headers: { ...headers, ...opts.headers } });
  /** an address call, or `none` when Blockfrost has never seen the address */
  const ofAddress = async <T>(path: string, none: T): Promise<unknown> => {
    try {
      return await get(path);
    } catch (e) {
      if (is404(e)) return none;
      return refusal(e);
    }
  };
  const addr = (a: string) => `/addresses/${encodeURIComponent(a)}`;
  const value = async (address: string): Promise<BlockfrostValue> => {
    const raw = await ofAddress(addr(address), null);
    if (raw === null) return { lovelace: 0n, tokens: [] };
    return valueOf(read(AddressSchema, raw, 'address').amount);
  };
  return {
    lovelace: async (address) => (await value(address)).lovelace,
    value,
    async asset(unit) {
      let raw: unknown;
      try {
        raw = await get(`/assets/${encodeURIComponent(unit)}`);
      } catch (e) {
        if (is404(e)) return null;
        return refusal(e);
      }
      const a = read(AssetSchema, raw, 'asset');
      return {
        unit: a.asset,
        quantity: a.quantity,
        standard: a.onchain_metadata_standard ?? null,
        onchain: a.onchain_metadata ?? null,
        registry: a.metadata ?? null,
      };
    },
    async utxos(address) {
      const out: BlockfrostUtxo[] = [];
      for (let page = 1; page <= UTXO_PAGES; page++) {
        const raw = await ofAddress(`${addr(address)}/utxos?count=${PAGE_SIZE}&page=${page}`, []);
        const rows = read(z.array(UtxoSchema), raw, 'utxos');
        for (const u of rows)
          out.push({
            address: u.address,
            txHash: u.tx_hash,
            index: u.output_index,
            ...valueOf(u.amount),
            scripted: Boolean(u.data_hash || u.inline_datum || u.reference_script_hash),
          });
        if (rows.length < PAGE_SIZE) break;
      }
      return out;
    },
    async transactions(address, count) {
      const raw = await ofAddress(`${addr(address)}/transactions?order=desc&count=${count}&page=1`, []);
      return read(z.array(AddressTxSchema), raw, 'address transactions').map((t) => ({
        hash: t.tx_hash,
        timeMs: t.block_time * 1000,
      }));
    },
    async txUtxos(hash) {
      const raw = await get(`/txs/${hash}/utxos`).catch(refusal);
      const t = read(TxUtxosSchema, raw, 'transaction utxos');
      const io = (rows: z.output<typeof TxIoSchema>[]) =>
        rows
          .filter((r) => !r.collateral && !r.reference)
          .map((r) => ({ address: r.address, ...valueOf(r.amount) }));
      return { inputs: io(t.inputs), outputs: io(t.outputs) };
    },
    async tx(hash) {
      let raw: unknown;
      try {
        raw = await get(`/txs/${hash}`);
      } catch (e) {
        if (is404(e)) return null;
        return refusal(e);
      }
      const t = read(TxSchema, raw, 'transaction');
      return { hash: t.hash, timeMs: t.block_time * 1000, fee: t.fees };
    },
    async parameters() {
      const p = read(
        ParamsSchema,
        await get('/epochs/latest/parameters').catch(refusal),
        'protocol parameters',
      );
      return {
        minFeeA: p.min_fee_a,
        minFeeB: p.min_fee_b,
        maxTxSize: p.max_tx_size,
        maxValueSize: p.max_val_size,
        keyDeposit: p.key_deposit,
        poolDeposit: p.pool_deposit,
        coinsPerUtxoByte: p.coins_per_utxo_size,
      };
    },
    async tipSlot() {
      return read(BlockSchema, await get('/blocks/latest').catch(refusal), 'latest block').slot;
    },
    async submit(cbor) {
      const raw = await get('/tx/submit', {
        method: 'POST',
        bytes: cbor,
        headers: { 'content-type': 'application/cbor' },
        retries: 0,
      }).catch(refusal);
      return read(Hash, raw, 'tx/submit');
    },
  };
}

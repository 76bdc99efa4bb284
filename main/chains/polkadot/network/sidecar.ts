/**
 * Substrate API Sidecar's REST API (paritytech/substrate-api-sidecar): an account's balance
 * and nonce, the transaction material (genesis, runtime versions, head block, metadata), the
 * runtime's fee for an extrinsic (TransactionPaymentApi_query_info) and submission.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import { HttpError, type Http } from '../../../net/http';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readAnswer } from '../../../net/readAnswer';

const Amount = z.union([z.bigint(), z.number(), z.string()]);
const units = (field: string) => Amount.transform((v) => baseUnitsOf(v, field));
/** Sidecar writes "miscFrozen does not exist for this runtime" for fields a runtime lacks */
const maybeUnits = (field: string) =>
  z
    .unknown()
    .transform((v) =>
      typeof v === 'string' && !/^\d+$/.test(v) ? 0n : v === undefined ? 0n : baseUnitsOf(v, field),
    );
const Hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
const At = z.looseObject({ hash: Hex32, height: units('at.height') });

const BalanceInfoSchema = z.looseObject({
  at: At,
  nonce: units('nonce'),
  free: units('free'),
  reserved: units('reserved'),
  frozen: maybeUnits('frozen'),
  transferable: maybeUnits('transferable').optional(),
});

const MaterialSchema = z.looseObject({
  at: At,
  genesisHash: Hex32,
  specName: z.string(),
  specVersion: units('specVersion'),
  txVersion: units('txVersion'),
  metadata: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})+$/)
    .optional(),
});

const FeeSchema = z.looseObject({ partialFee: units('partialFee') });
/** GET /blocks/{n} and /blocks/head: the block's number and each extrinsic's hash and outcome */
const BlockSchema = z.looseObject({
  number: units('number'),
  hash: Hex32,
  extrinsics: z.array(z.looseObject({ hash: Hex32, success: z.boolean().optional() })),
});
const SubmitSchema = z.looseObject({ hash: Hex32 });
const SidecarErrorSchema = z.looseObject({ error: z.string().optional(), cause: z.unknown().optional() });

export interface BalanceInfo {
  nonce: number;
  free: bigint;
  reserved: bigint;
  frozen: bigint;
  /** what can move now; Sidecar computes it (free less what is frozen beyond the reserve) */
  transferable: bigint;
}

export interface Material {
  blockHash: string;
  blockNumber: number;
  genesisHash: string;
  specName: string;
  specVersion: number;
  transactionVersion: number;
  /** SCALE metadata, only when asked for */
  metadata?: `0x${string}`;
}

export interface SidecarApi {
  balanceInfo(address: string): Promise<BalanceInfo>;
  material(withMetadata: boolean): Promise<Material>;
  /** the runtime's partial fee for an extrinsic (signed, or with a stand-in signature) */
  feeEstimate(tx: string): Promise<bigint>;
  submit(tx: string): Promise<string>;
  /** the finalized head's number (GET /blocks/head, finalized by default) */
  headNumber(): Promise<number>;
  /**
   * the extrinsics of block `n` (GET /blocks/{n}?noFees=true): hash and success flag; null when
   * the node has no such block yet
   */
  block(n: number): Promise<{ number: number; extrinsics: { hash: string; success: boolean }[] } | null>;
}

const read = <T extends z.ZodType>(schema: T, data: unknown, what: string) =>
  readAnswer(schema, data, what, 'the Polkadot Sidecar');

/** Sidecar's own words for a refused call (error and cause), cut short; else the HTTP status. */
function refusal(e: unknown): never {
  if (e instanceof HttpError) {
    let why = e.message;
    try {
      const body = SidecarErrorSchema.parse(JSON.parse(e.body));
      const cause = typeof body.cause === 'string' ? body.cause : JSON.stringify(body.cause ?? '');
      why = [body.error, cause].filter((s) => s && s !== '""').join(': ');
    } catch {
      // not Sidecar's error shape: the status says enough
    }
    // eslint-disable-next-line no-control-regex
    throw new AppError('NETWORK', why.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 300));
  }
  throw e;
}

export function sidecar(http: Http, base: string): SidecarApi {
  return {
    async balanceInfo(address) {
      const raw = await http
        .json(`${base}/accounts/${encodeURIComponent(address)}/balance-info`)
        .catch(refusal);
      const b = read(BalanceInfoSchema, raw, 'balance-info');
      const free = b.free;
      return {
        nonce: Number(b.nonce),
        free,
        reserved: b.reserved,
        frozen: b.frozen,
        transferable: b.transferable ?? (free > b.frozen ? free - b.frozen : 0n),
      };
    },
    async material(withMetadata) {
      const raw = await http
        .json(`${base}/transaction/material${withMetadata ? '?metadata=scale' : ''}`)
        .catch(refusal);
      const m = read(MaterialSchema, raw, 'transaction material');
      if (withMetadata && !m.metadata) throw new AppError('NETWORK', 'The Polkadot Sidecar sent no metadata');
      return {
        blockHash: m.at.hash.toLowerCase(),
        blockNumber: Number(m.at.height),
        genesisHash: m.genesisHash.toLowerCase(),
        specName: m.specName,
        specVersion: Number(m.specVersion),
        transactionVersion: Number(m.txVersion),
        ...(m.metadata ? { metadata: m.metadata as `0x${string}` } : {}),
      };
    },
    async feeEstimate(tx) {
      const raw = await http
        .json(`${base}/transaction/fee-estimate`, { method: 'POST', json: { tx }, retries: 0 })
        .catch(refusal);
      return read(FeeSchema, raw, 'fee-estimate').partialFee;
    },
    async headNumber() {
      const raw = await http.json(`${base}/blocks/head/header`).catch(refusal);
      return Number(read(z.looseObject({ number: units('number') }), raw, 'blocks/head/header').number);
    },
    async block(n) {
      let raw: unknown;
      try {
        raw = await http.json(`${base}/blocks/${n}?noFees=true`);
      } catch (e) {
        // Sidecar answers 400 for a block past the head
        if (e instanceof HttpError && (e.status === 400 || e.status === 404)) return null;
        return refusal(e);
      }
      const b = read(BlockSchema, raw, `blocks/${n}`);
      return {
        number: Number(b.number),
        extrinsics: b.extrinsics.map((x) => ({ hash: x.hash.toLowerCase(), success: x.success ?? false })),
      };
    },
    async submit(tx) {
      const raw = await http
        .json(`${base}/transaction`, { method: 'POST', json: { tx }, retries: 0 })
        .catch(refusal);
      return read(SubmitSchema, raw, 'transaction').hash.toLowerCase();
    },
  };
}

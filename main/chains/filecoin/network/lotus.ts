/**
 * Lotus' JSON-RPC v1 (lotus.filecoin.io "JSON-RPC API", documentation/en/api-v1-unstable-methods.md):
 * POST `{ jsonrpc: '2.0', method: 'Filecoin.X', params: [...], id }`, answered `{ result }` or
 * `{ error: { code, message } }`. Only the five calls a wallet needs.
 */
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import { HttpError, type Http } from '../../../net/http';
import { CidSchema, readAs, uint } from './wire';

const FROM = 'the Lotus node';

const EnvelopeSchema = z.looseObject({
  result: z.unknown().optional(),
  error: z.looseObject({ code: z.number().optional(), message: z.string().max(2000) }).optional(),
});

const EstimatedSchema = z.looseObject({
  GasLimit: uint('GasLimit'),
  GasFeeCap: uint('GasFeeCap'),
  GasPremium: uint('GasPremium'),
});

const LookupSchema = z
  .looseObject({
    Message: CidSchema,
    Receipt: z.looseObject({ ExitCode: z.number().int() }),
    Height: z.number().int(),
  })
  .nullable();

/** A Lotus error answer: the node's own message (refusals from MpoolPush, estimate failures). */
export class LotusError extends AppError {
  constructor(
    readonly method: string,
    readonly reason: string,
  ) {
    super('NETWORK', `Lotus ${method}: ${reason}`);
  }
}

/** The message Lotus' calls take, in its JSON (amounts as decimal strings). */
export interface LotusMessage {
  Version: 0;
  To: string;
  From: string;
  Nonce: number;
  Value: string;
  GasLimit: number;
  GasFeeCap: string;
  GasPremium: string;
  Method: number;
  Params: string | null;
}

export interface GasEstimate {
  gasLimit: bigint;
  gasFeeCap: bigint;
  gasPremium: bigint;
}

export interface MessageLookup {
  /** the CID found: another than asked for when a message with the same nonce replaced it */
  cid: string;
  exitCode: number;
  height: number;
}

export interface LotusApi {
  /** attoFIL; 0 for an address the chain does not know */
  walletBalance(address: string): Promise<bigint>;
  /** the next nonce, counting the sender's messages waiting in the node's pool */
  mpoolGetNonce(address: string): Promise<bigint>;
  gasEstimateMessageGas(message: LotusMessage): Promise<GasEstimate>;
  /** the signed message's CID */
  mpoolPush(signed: unknown): Promise<string>;
  /** null while the message is not on chain */
  stateSearchMsg(cid: string): Promise<MessageLookup | null>;
}

function errorBodyOf(e: HttpError): unknown {
  try {
    const body = JSON.parse(e.body) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body;
  } catch {
    // not JSON: the HTTP error itself
  }
  throw e;
}

export function lotusRpc(http: Http, url: string): LotusApi {
  let id = 0;
  async function call<S extends z.ZodType>(
    method: string,
    params: unknown[],
    schema: S,
  ): Promise<z.output<S>> {
    let body: unknown;
    try {
      body = await http.json<unknown>(url, {
        method: 'POST',
        json: { jsonrpc: '2.0', method: `Filecoin.${method}`, params, id: ++id },
      });
    } catch (e) {
      // some gateways answer a JSON-RPC error with an HTTP error status: the reason is in the body
      if (!(e instanceof HttpError)) throw e;
      body = errorBodyOf(e);
    }
    const env = readAs(EnvelopeSchema, body, method, FROM);
    if (env.error) throw new LotusError(method, env.error.message);
    return readAs(schema, env.result ?? null, method, FROM);
  }
  return {
    walletBalance: (address) => call('WalletBalance', [address], uint('balance')),
    mpoolGetNonce: (address) => call('MpoolGetNonce', [address], uint('nonce')),
    async gasEstimateMessageGas(message) {
      // no MessageSendSpec (the node's default max fee), at the head tipset
      const m = await call('GasEstimateMessageGas', [message, null, null], EstimatedSchema);
      return { gasLimit: m.GasLimit, gasFeeCap: m.GasFeeCap, gasPremium: m.GasPremium };
    },
    async mpoolPush(signed) {
      return (await call('MpoolPush', [signed], CidSchema))['/'];
    },
    async stateSearchMsg(cid) {
      // from the head, no lookback limit, and a message that replaced it (same nonce) counts
      const r = await call('StateSearchMsg', [null, { '/': cid }, -1, true], LookupSchema);
      return r && { cid: r.Message['/'], exitCode: r.Receipt.ExitCode, height: r.Height };
    },
  };
}

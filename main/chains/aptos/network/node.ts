/**
 * The Aptos node REST API (/v1) over the family's Http: accounts, the balance view function,
 * history, gas price, simulation and submission. Signed transactions go as BCS with
 * application/x.aptos.signed_transaction+bcs, the bytes the signer wrote. A 4xx answer in the
 * node's error format is its answer (AptosNodeError, with its error_code); anything malformed is
 * a NETWORK error naming the call.
 */
import type { z } from 'zod';
import { aptosTokenId, type AptosToken } from '../../../../shared/chains/aptos/tokens';
import { AppError } from '../../../../shared/errors';
import { HttpError, type Http, type RequestOptions } from '../../../net/http';
import { parseJsonLossless } from '../../../net/parseJsonLossless';
import { readAnswer } from '../../../net/readAnswer';
import { readEach, type ReadList } from '../../../net/readEach';
import {
  AccountSchema,
  AccountTransactionsSchema,
  AnyTransactionSchema,
  DepositEventSchema,
  EventsSchema,
  type DepositEvent,
  GasEstimateSchema,
  NodeErrorSchema,
  PendingSchema,
  SimulationSchema,
  ResourceSchema,
  TokenDescriptionSchema,
  ViewU64Schema,
  type AnyTransaction,
  type Simulation,
} from './wire';

export const BCS_SIGNED_TRANSACTION = 'application/x.aptos.signed_transaction+bcs';

/** The node's own error answer: `code` is its error_code (account_not_found, vm_error…). */
export class AptosNodeError extends AppError {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super('NETWORK', message);
  }
}

export interface AptosNodeApi {
  /** the account's sequence number; null when the account does not exist */
  account(address: string): Promise<{ sequenceNumber: bigint } | null>;
  /** octas of APT, through the view function 0x1::coin::balance<AptosCoin> */
  balance(address: string): Promise<bigint>;
  /**
   * base units of a token the account holds: a fungible asset's primary store balance (the view
   * 0x1::primary_fungible_store::balance<Metadata>) or a coin's (0x1::coin::balance<T>)
   */
  tokenBalance(address: string, token: AptosToken): Promise<bigint>;
  /**
   * a token's name, symbol and decimals: its Metadata resource (at the fungible asset's object)
   * or CoinInfo<T> (at the coin's publisher); null when the chain has no such resource
   */
  tokenDescription(token: AptosToken): Promise<z.output<typeof TokenDescriptionSchema> | null>;
  /**
   * the transactions the account sent, the latest `limit`, as the node orders them (oldest
   * first); each read on its own, one that does not read counted in `skipped`
   */
  accountTransactions(address: string, limit: number): Promise<ReadList<AnyTransaction>>;
  /**
   * the latest `limit` APT deposits to the account: the DepositEvents of its
   * CoinStore<AptosCoin> (oldest first); none for an account or coin store that does not exist
   */
  aptDeposits(address: string, limit: number): Promise<ReadList<DepositEvent>>;
  /** the same of a coin token: the DepositEvents of the account's CoinStore<coinType> */
  coinDeposits(address: string, coinType: string, limit: number): Promise<ReadList<DepositEvent>>;
  /** null: the node knows no transaction with this hash */
  transactionByHash(hash: string): Promise<AnyTransaction | null>;
  /** the committed transaction at a ledger version */
  transactionByVersion(version: bigint): Promise<AnyTransaction>;
  gasPrice(): Promise<z.output<typeof GasEstimateSchema>>;
  simulate(signedBcs: Uint8Array<ArrayBuffer>): Promise<Simulation>;
  submit(signedBcs: Uint8Array<ArrayBuffer>): Promise<{ hash: string }>;
}

export function aptosNode(http: Http, baseUrl: string): AptosNodeApi {
  const base = baseUrl.replace(/\/+$/, '');
  async function call<S extends z.ZodType>(
    what: string,
    path: string,
    schema: S,
    opts?: RequestOptions,
  ): Promise<z.output<S>> {
    let body: unknown;
    try {
      body = await http.json<unknown>(`${base}${path}`, opts);
    } catch (e) {
      if (e instanceof HttpError && e.status >= 400 && e.status < 500) {
        let parsed: unknown = null;
        try {
          parsed = parseJsonLossless(e.body);
        } catch {
          // not the node's error format: rethrown as the HTTP error below
        }
        const err = NodeErrorSchema.safeParse(parsed);
        if (err.success)
          throw new AptosNodeError(e.status, err.data.error_code, `Aptos node ${what}: ${err.data.message}`);
      }
      throw e;
    }
    return readAnswer(schema, body, what, 'the Aptos node');
  }
  const unless = async <T>(code: string, p: Promise<T>): Promise<T | null> => {
    try {
      return await p;
    } catch (e) {
      if (e instanceof AptosNodeError && e.errorCode === code) return null;
      throw e;
    }
  };
  const bcs = (bytes: Uint8Array<ArrayBuffer>): RequestOptions => ({
    method: 'POST',
    bytes,
    headers: { 'content-type': BCS_SIGNED_TRANSACTION },
    // a submission is never repeated by the client: the node may have taken the first one
    retries: 0,
  });

  const api: AptosNodeApi = {
    async account(address) {
      const a = await unless('account_not_found', call('account', `/accounts/${address}`, AccountSchema));
      return a && { sequenceNumber: a.sequence_number };
    },
    async balance(address) {
      const [octas] = await call('view 0x1::coin::balance', '/view', ViewU64Schema, {
        method: 'POST',
        json: {
          function: '0x1::coin::balance',
          type_arguments: ['0x1::aptos_coin::AptosCoin'],
          arguments: [address],
        },
      });
      return octas;
    },
    async tokenBalance(address, token) {
      const [units] = await call(`view balance of ${aptosTokenId(token)}`, '/view', ViewU64Schema, {
        method: 'POST',
        json:
          token.standard === 'fa'
            ? {
                function: '0x1::primary_fungible_store::balance',
                type_arguments: ['0x1::fungible_asset::Metadata'],
                arguments: [address, token.metadata],
              }
            : { function: '0x1::coin::balance', type_arguments: [token.coinType], arguments: [address] },
      });
      return units;
    },
    async tokenDescription(token) {
      const [at, type] =
        token.standard === 'fa'
          ? [token.metadata, '0x1::fungible_asset::Metadata']
          : [token.coinType.split('::')[0]!, `0x1::coin::CoinInfo<${token.coinType}>`];
      const r = await unless(
        'resource_not_found',
        unless(
          'account_not_found',
          call('token resource', `/accounts/${at}/resource/${encodeURIComponent(type)}`, ResourceSchema),
        ),
      );
      return r && readAnswer(TokenDescriptionSchema, r.data, 'token resource', 'the Aptos node');
    },
    async accountTransactions(address, limit) {
      const list = await unless(
        'account_not_found',
        call(
          'account transactions',
          `/accounts/${address}/transactions?limit=${limit}`,
          AccountTransactionsSchema,
        ),
      );
      return readEach(list ?? [], (t) =>
        readAnswer(AnyTransactionSchema, t, 'account transaction', 'the Aptos node'),
      );
    },
    aptDeposits(address, limit) {
      return api.coinDeposits(address, '0x1::aptos_coin::AptosCoin', limit);
    },
    async coinDeposits(address, coinType, limit) {
      const handle = encodeURIComponent(`0x1::coin::CoinStore<${coinType}>`);
      const events = await unless(
        'resource_not_found',
        unless(
          'account_not_found',
          call(
            'deposit events',
            `/accounts/${address}/events/${handle}/deposit_events?limit=${limit}`,
            EventsSchema,
          ),
        ),
      );
      return readEach(events ?? [], (e) =>
        readAnswer(DepositEventSchema, e, 'deposit event', 'the Aptos node'),
      );
    },
    transactionByVersion: (version) =>
      call('transaction', `/transactions/by_version/${version}`, AnyTransactionSchema),
    transactionByHash: (hash) =>
      unless(
        'transaction_not_found',
        call('transaction', `/transactions/by_hash/${hash}`, AnyTransactionSchema),
      ),
    gasPrice: () => call('estimate_gas_price', '/estimate_gas_price', GasEstimateSchema),
    async simulate(signedBcs) {
      const [out] = await call('simulate', '/transactions/simulate', SimulationSchema, bcs(signedBcs));
      return out;
    },
    submit: (signedBcs) => call('submit', '/transactions', PendingSchema, bcs(signedBcs)),
  };
  return api;
}

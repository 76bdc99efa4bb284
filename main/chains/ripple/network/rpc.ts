/**
 * rippled's JSON-RPC over HTTP (xrpl.org "Request Formatting"): POST `{ method, params: [ {…} ] }`,
 * answered `{ result: { status, … } }`. Every request asks for API version 2. An error result
 * (status 'error') is the server's answer: RippledError carries its name, which callers
 * branch on (actNotFound, txnNotFound); anything malformed is a NETWORK error naming the call.
 */
import type { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readAnswer } from '../../../net/readAnswer';
import { readEach, type ReadList } from '../../../net/readEach';
import {
  AccountInfoSchema,
  AccountLinesSchema,
  type AccountLine,
  AccountTxEntrySchema,
  AccountTxPageSchema,
  type AccountTxEntry,
  EnvelopeSchema,
  LedgerCurrentSchema,
  ServerInfoSchema,
  ServerStateSchema,
  SubmitSchema,
  TxSchema,
} from './wire';

/** A rippled error result: `token` is rippled's error name (actNotFound, txnNotFound, invalidTransaction…). */
export class RippledError extends AppError {
  constructor(
    readonly token: string,
    message: string,
  ) {
    super('NETWORK', message);
  }
}

export interface RippledApi {
  serverState(): Promise<z.output<typeof ServerStateSchema>['state']>;
  serverInfo(): Promise<z.output<typeof ServerInfoSchema>['info']>;
  ledgerCurrent(): Promise<number>;
  /** null: the account does not exist (actNotFound) */
  accountInfo(
    address: string,
    ledger: 'current' | 'validated',
  ): Promise<z.output<typeof AccountInfoSchema>['account_data'] | null>;
  /** the account's trust lines (every page), with `peer` only those to that issuer; null: no account */
  accountLines(
    address: string,
    ledger: 'current' | 'validated',
    peer?: string,
  ): Promise<AccountLine[] | null>;
  /** each entry read on its own: a malformed one is counted in `skipped`, the rest kept */
  accountTx(address: string, limit: number): Promise<ReadList<AccountTxEntry>>;
  /** null: not found in the history the server has */
  tx(hash: string): Promise<z.output<typeof TxSchema> | null>;
  submit(txBlob: string): Promise<z.output<typeof SubmitSchema>>;
}

export function rippledRpc(http: Http, url: string): RippledApi {
  async function call<S extends z.ZodType>(method: string, params: object, schema: S): Promise<z.output<S>> {
    const body = await http.json<unknown>(url, {
      method: 'POST',
      json: { method, params: [{ ...params, api_version: 2 }] },
    });
    const { result } = readAnswer(EnvelopeSchema, body, method, 'rippled');
    if (result.status === 'error' || result.error !== undefined) {
      const name = result.error ?? 'error';
      const why = result.error_exception ?? result.error_message ?? name;
      throw new RippledError(name, `rippled ${method}: ${why}`);
    }
    return readAnswer(schema, result, method, 'rippled');
  }
  const unless = async <T>(name: string, p: Promise<T>): Promise<T | null> => {
    try {
      return await p;
    } catch (e) {
      if (e instanceof RippledError && e.token === name) return null;
      throw e;
    }
  };

  return {
    serverState: async () => (await call('server_state', {}, ServerStateSchema)).state,
    serverInfo: async () => (await call('server_info', {}, ServerInfoSchema)).info,
    ledgerCurrent: async () => (await call('ledger_current', {}, LedgerCurrentSchema)).ledger_current_index,
    accountInfo: async (account, ledger) =>
      (
        await unless(
          'actNotFound',
          call('account_info', { account, ledger_index: ledger }, AccountInfoSchema),
        )
      )?.account_data ?? null,
    async accountLines(account, ledger, peer) {
      const lines: AccountLine[] = [];
      let marker: unknown;
      do {
        const page = await unless(
          'actNotFound',
          call(
            'account_lines',
            {
              account,
              ledger_index: ledger,
              limit: 400,
              ...(peer ? { peer } : {}),
              ...(marker !== undefined ? { marker } : {}),
            },
            AccountLinesSchema,
          ),
        );
        if (!page) return null;
        lines.push(...page.lines);
        marker = page.marker;
      } while (marker !== undefined && marker !== null);
      return lines;
    },
    async accountTx(account, limit) {
      const r = await unless(
        'actNotFound',
        call(
          'account_tx',
          { account, limit, ledger_index_min: -1, ledger_index_max: -1 },
          AccountTxPageSchema,
        ),
      );
      return readEach(r?.transactions ?? [], (t) =>
        readAnswer(AccountTxEntrySchema, t, 'account_tx entry', 'rippled'),
      );
    },
    tx: (transaction) => unless('txnNotFound', call('tx', { transaction }, TxSchema)),
    submit: (tx_blob) => call('submit', { tx_blob }, SubmitSchema),
  };
}

/**
 * The Filscan API (spec §7): POST {root}/MessagesByAccountID with account_id and filters
 * (index 0, limit 20, method_name ''), POST /FinalHeight (its base_fee) and POST /GasDataTrend
 * with interval 24h (items[0].avg_gas_used). Answers are `{ result: … }`.
 */
import { z } from 'zod';
import { readEach, type ReadList } from '../../../net/readEach';
import type { Http } from '../../../net/http';
import { readAs, roundedUint, uint } from './wire';

const FROM = 'Filscan';

const MessageSchema = z.looseObject({
  cid: z.string().min(1).max(100),
  block_time: z.number().int().nonnegative(),
  from: z.string().max(200),
  to: z.string().max(200),
  value: uint('value'),
  exit_code: z.string().max(60),
  method_name: z.string().max(100).optional(),
});
/** the list itself; each message is read apart with MessageSchema (an odd one is counted) */
const MessagesSchema = z.looseObject({
  result: z.looseObject({ messages_by_account_id_list: z.array(z.unknown()).nullable() }),
});

const FinalHeightSchema = z.looseObject({
  result: z
    .looseObject({ base_fee: roundedUint('base_fee').nullable().optional() })
    .nullable()
    .optional(),
});

const GasTrendSchema = z.looseObject({
  result: z
    .looseObject({
      items: z
        .array(z.looseObject({ avg_gas_used: roundedUint('avg_gas_used').nullable().optional() }))
        .nullable(),
    })
    .nullable()
    .optional(),
});

export interface FilscanMessage {
  cid: string;
  timeMs: number;
  from: string;
  to: string;
  value: bigint;
  exitCode: string;
}

export interface FilscanApi {
  /** each message read on its own: one that does not read is counted in `skipped` */
  messagesByAccountId(address: string, limit: number): Promise<ReadList<FilscanMessage>>;
  /** the latest tipset's base fee, attoFIL per gas; null when not reported */
  finalHeightBaseFee(): Promise<bigint | null>;
  /** the average gas used per message over `interval`; null when not reported */
  avgGasUsed(interval: string): Promise<bigint | null>;
}

export function filscan(http: Http, root: string): FilscanApi {
  const post = (path: string, json: object) =>
    http.json<unknown>(`${root}/${path}`, { method: 'POST', json });
  return {
    async messagesByAccountId(address, limit) {
      const body = await post('MessagesByAccountID', {
        account_id: address,
        filters: { index: 0, limit, method_name: '' },
      });
      const list = readAs(MessagesSchema, body, 'MessagesByAccountID', FROM).result
        .messages_by_account_id_list;
      return readEach(list ?? [], (e) => {
        const m = readAs(MessageSchema, e, 'MessagesByAccountID entry', FROM);
        return {
          cid: m.cid,
          timeMs: m.block_time * 1000,
          from: m.from,
          to: m.to,
          value: m.value,
          exitCode: m.exit_code,
        };
      });
    },
    async finalHeightBaseFee() {
      return (
        readAs(FinalHeightSchema, await post('FinalHeight', {}), 'FinalHeight', FROM).result?.base_fee ?? null
      );
    },
    async avgGasUsed(interval) {
      const r = readAs(GasTrendSchema, await post('GasDataTrend', { interval }), 'GasDataTrend', FROM);
      return r.result?.items?.[0]?.avg_gas_used ?? null;
    },
  };
}

/**
 * The Cosmos Hub indexer of spec §7: GET /v1/cosmos/accounts/{address}/transactions?take=20
 * (Mintscan API v1 rows: the LCD's TxResponse with the tx as proto JSON). Only bank sends are
 * read out of a row; others are skipped.
 */
import { z } from 'zod';
import type { Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';
import { HISTORY_TAKE } from '../constants';
import { CoinSchema, readAs, type WireSend } from './wire';

const MessageSchema = z.looseObject({
  '@type': z.string(),
  from_address: z.string().optional(),
  to_address: z.string().optional(),
  amount: z.array(CoinSchema).optional(),
});

const RowSchema = z.looseObject({
  txhash: z.string(),
  code: z.number().int().optional(),
  raw_log: z.string().optional(),
  timestamp: z.string(),
  tx: z.looseObject({
    body: z.looseObject({ messages: z.array(MessageSchema) }),
    auth_info: z.looseObject({ fee: z.looseObject({ amount: z.array(CoinSchema) }).optional() }).optional(),
  }),
});

const PageSchema = z.looseObject({ transactions: z.array(z.unknown()) });

export interface IndexerApi {
  /** the account's last `take` transactions, newest first: its bank sends, in or out */
  sends(address: string, denom: string): Promise<ReadList<WireSend>>;
}

export function cosmosIndexer(http: Http, baseUrl: string): IndexerApi {
  return {
    async sends(address, denom) {
      const url = `${baseUrl}/v1/cosmos/accounts/${encodeURIComponent(address)}/transactions?take=${HISTORY_TAKE}`;
      const page = readAs(PageSchema, await http.json(url), 'account transactions', 'the indexer');
      return readEach(page.transactions, (entry): WireSend[] => {
        const row = readAs(RowSchema, entry, 'account transaction', 'the indexer');
        const m = row.tx.body.messages.find((x) => x['@type'] === '/cosmos.bank.v1beta1.MsgSend');
        const coin = m?.amount?.find((c) => c.denom === denom);
        if (!m || !coin || !m.from_address || !m.to_address) return [];
        const date = Date.parse(row.timestamp);
        const fees = row.tx.auth_info?.fee?.amount.filter((c) => c.denom === denom);
        return [
          {
            hash: row.txhash,
            date: Number.isNaN(date) ? null : date,
            code: row.code ?? 0,
            ...(row.code && row.raw_log ? { log: row.raw_log } : {}),
            from: m.from_address,
            to: m.to_address,
            amount: coin.amount,
            denom,
            ...(fees ? { fee: fees.reduce((s, c) => s + c.amount, 0n) } : {}),
          },
        ];
      });
    },
  };
}

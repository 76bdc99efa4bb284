/**
 * THORNode's REST API: the network fee (GET /thorchain/constants, or /thorchain/network), and
 * the legacy LCD transaction search (GET /txs with message.action=send and message.sender or
 * transfer.recipient, limit, page; GET /txs/{hash}) in amino JSON.
 */
import { z } from 'zod';
import { HttpError, type Http } from '../../../net/http';
import { readEach, type ReadList } from '../../../net/readEach';
import { CoinSchema, readAs, u64, type WireSend } from './wire';

const LegacyTxSchema = z.looseObject({
  txhash: z.string(),
  height: z.string().optional(),
  code: z.number().int().optional(),
  raw_log: z.string().optional(),
  timestamp: z.string().optional(),
  tx: z.looseObject({
    value: z.looseObject({
      msg: z.array(
        z.looseObject({
          type: z.string(),
          value: z.looseObject({
            from_address: z.string().optional(),
            to_address: z.string().optional(),
            amount: z.array(CoinSchema).optional(),
          }),
        }),
      ),
    }),
  }),
});
type LegacyTx = z.output<typeof LegacyTxSchema>;

const SearchSchema = z.looseObject({ txs: z.array(z.unknown()).nullable() });
const ConstantsSchema = z.looseObject({
  int_64_values: z.looseObject({ NativeTransactionFee: u64('NativeTransactionFee') }),
});
const NetworkSchema = z.looseObject({ native_tx_fee_rune: u64('native_tx_fee_rune') });

export interface ThorTx {
  hash: string;
  code: number;
  log: string;
}

export interface ThornodeApi {
  /** spec §7: `side` is message.sender (sent) or transfer.recipient (received) */
  sends(
    side: 'sender' | 'recipient',
    address: string,
    limit: number,
    page: number,
  ): Promise<ReadList<WireSend>>;
  /** null while the node does not know the transaction */
  tx(hash: string): Promise<ThorTx | null>;
  /** the native fee every transaction pays, base units: /thorchain/constants, else /thorchain/network */
  nativeFee(): Promise<bigint>;
}

const who = 'THORNode';

function sendOf(t: LegacyTx, denom: string): WireSend[] {
  const m = t.tx.value.msg.find((x) => /MsgSend$/.test(x.type));
  const coin = m?.value.amount?.find((c) => c.denom === denom);
  if (!m || !coin || !m.value.from_address || !m.value.to_address) return [];
  const date = t.timestamp ? Date.parse(t.timestamp) : NaN;
  return [
    {
      hash: t.txhash,
      date: Number.isNaN(date) ? null : date,
      code: t.code ?? 0,
      from: m.value.from_address,
      to: m.value.to_address,
      amount: coin.amount,
      denom,
    },
  ];
}

export function thornode(http: Http, baseUrl: string, denom: string): ThornodeApi {
  return {
    async sends(side, address, limit, page) {
      const key = side === 'sender' ? 'message.sender' : 'transfer.recipient';
      const q = new URLSearchParams({
        'message.action': 'send',
        [key]: address,
        limit: String(limit),
        page: String(page),
      });
      const r = readAs(SearchSchema, await http.json(`${baseUrl}/txs?${q}`), 'txs', who);
      return readEach(r.txs ?? [], (t) => sendOf(readAs(LegacyTxSchema, t, 'txs entry', who), denom));
    },
    async tx(hash) {
      let body: unknown;
      try {
        body = await http.json(`${baseUrl}/txs/${hash.toUpperCase()}`, { retries: 0 });
      } catch (e) {
        if (e instanceof HttpError && (e.status === 404 || e.status === 400)) return null;
        throw e;
      }
      const t = readAs(LegacyTxSchema, body, 'tx', who);
      return { hash: t.txhash, code: t.code ?? 0, log: t.raw_log ?? '' };
    },
    async nativeFee() {
      try {
        const c = readAs(
          ConstantsSchema,
          await http.json(`${baseUrl}/thorchain/constants`),
          'constants',
          who,
        );
        return c.int_64_values.NativeTransactionFee;
      } catch {
        const n = readAs(NetworkSchema, await http.json(`${baseUrl}/thorchain/network`), 'network', who);
        return n.native_tx_fee_rune;
      }
    },
  };
}

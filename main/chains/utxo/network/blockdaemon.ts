/**
 * Blockdaemon Universal API wire format (docs.blockdaemon.com, Universal REST API):
 * balances as decimal strings, transactions as event lists ('utxo_input', 'utxo_output',
 * 'fee') with amounts in base units. An input event whose id does not name its prevout
 * ("utxo/{txid}/input/{index}") or that lacks source or amount is the spec's
 * 'Something went wrong get transactions in blockdaemon'. Amounts, numbers or strings, are
 * read with baseUnitsOf.
 */
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import type { Http } from '../../../net/http';
import { readEach } from '../../../net/readEach';
import { AppError } from '../../../../shared/errors';
import { HISTORY_LIMIT } from '../constants';
import { UTXO_ERRORS } from '../errors';
import type { ChainTx, TxInput, UtxoProvider } from '../types';
import { checkedRate } from './esplora';

interface BdBalance {
  confirmed_balance: unknown;
  pending_balance?: unknown;
}
interface BdEvent {
  id: string;
  type: string;
  source?: string;
  destination?: string;
  amount?: unknown;
  meta?: { index?: number; sequence?: number } | null;
}
interface BdTx {
  id: string;
  status: string;
  date: number;
  confirmations?: number;
  events: BdEvent[];
}
interface BdUtxo {
  is_spent: boolean;
  value: unknown;
  status: string;
  mined: { tx_id: string; index: number; confirmations?: number };
}

const sat = (v: unknown, field: string, signed = false): bigint =>
  baseUnitsOf(v, `blockdaemon ${field}`, { signed });
const INPUT_ID = /^utxo\/([0-9a-f]{64})\/input\/(\d+)$/;

function toTx(t: BdTx): ChainTx {
  const vin: TxInput[] = t.events
    .filter((e) => e.type === 'utxo_input')
    .map((e) => {
      const m = INPUT_ID.exec(e.id);
      if (!m || e.amount === undefined || !e.source)
        throw new AppError('NETWORK', UTXO_ERRORS.blockdaemonInputs);
      return {
        txid: m[1] as string,
        vout: Number(m[2]),
        address: e.source,
        value: sat(e.amount, 'input amount'),
      };
    });
  const vout = t.events
    .filter((e) => e.type === 'utxo_output')
    .map((e, k) => ({
      n: e.meta?.index ?? k,
      address: e.destination,
      value: sat(e.amount ?? 0, 'output amount'),
    }));
  return { txid: t.id, confirmed: t.status === 'completed', time: t.date, vin, vout };
}

export function blockdaemonProvider(
  http: Http,
  baseUrl: string,
  protocol: string,
  network: string,
  apiKey: string,
): UtxoProvider {
  const base = baseUrl.replace(/\/$/, '');
  const root = `${base}/universal/v1/${protocol}/${network}`;
  const headers = { authorization: `Bearer ${apiKey}` };
  const get = <T>(path: string): Promise<T> => http.json<T>(`${root}${path}`, { headers });
  const account = (a: string): string => `/account/${encodeURIComponent(a)}`;
  return {
    name: 'blockdaemon',
    async getAddress(address) {
      const [b] = await get<BdBalance[]>(account(address));
      const txs = await get<{ total?: number; data: BdTx[] }>(`${account(address)}/txs?order=desc&limit=1`);
      const balance = b
        ? sat(b.confirmed_balance, 'confirmed_balance') + sat(b.pending_balance ?? 0, 'pending_balance', true)
        : 0n;
      return { address, balance, txCount: txs.total ?? txs.data.length };
    },
    async getUtxos(address) {
      const r = await get<{ data: BdUtxo[] }>(`${account(address)}/utxo?spent=false`);
      return r.data
        .filter((u) => !u.is_spent)
        .map((u) => ({
          txid: u.mined.tx_id,
          vout: u.mined.index,
          value: sat(u.value, 'utxo value'),
          address,
          confirmed: (u.mined.confirmations ?? 0) > 0,
        }));
    },
    async getHistory(address) {
      const r = await get<{ data: BdTx[] }>(`${account(address)}/txs?order=desc&limit=${HISTORY_LIMIT}`);
      return readEach(r.data, toTx);
    },
    async getTx(txid) {
      return toTx(await get<BdTx>(`/tx/${encodeURIComponent(txid)}`));
    },
    async getTxHex() {
      // the Universal API serves no raw transactions; the fallback moves on to the next provider
      throw new AppError('NETWORK', UTXO_ERRORS.blockdaemonInputs);
    },
    async broadcast(hex) {
      const r = await http.json<{ id: string }>(`${base}/tx/v1/${protocol}-${network}/send`, {
        headers,
        json: { tx: hex },
        retries: 0,
      });
      return r.id;
    },
    async getFeeRate() {
      const r = await get<{ estimated_fees: { fast?: number; medium: number } }>('/tx/estimate_fee');
      return checkedRate(r.estimated_fees.medium);
    },
  };
}

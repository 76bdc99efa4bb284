/**
 * Blockchair wire format (blockchair.com/api/docs): dashboards keyed by address or hash
 * under `data`, values in satoshi, block_id -1 for the mempool. Transactions are fetched in
 * batches of 10 ids; UTXOs up to 100 and history up to 10 per address (spec §9). Amounts
 * are read with baseUnitsOf: a Dogecoin balance passes 2^53 satoshi at about 90 million DOGE.
 */
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import type { Http } from '../../../net/http';
import { AppError } from '../../../../shared/errors';
import { BLOCKCHAIR_BATCH, BLOCKCHAIR_HISTORY_LIMIT, BLOCKCHAIR_UTXO_LIMIT } from '../constants';
import { UTXO_ERRORS } from '../errors';
import type { ChainTx, UtxoProvider } from '../types';
import { checkedRate } from './esplora';

interface BchAddressDashboard {
  address: { balance: unknown; transaction_count: number };
  transactions: string[];
  utxo: { block_id: number; transaction_hash: string; index: number; value: unknown }[];
}
interface BchIo {
  transaction_hash: string;
  index: number;
  value: unknown;
  recipient: string;
  spending_sequence?: number;
}
interface BchTxDashboard {
  transaction: { hash: string; block_id: number; time: string };
  inputs?: BchIo[];
  outputs: BchIo[];
}
interface BchEnvelope<T> {
  data: Record<string, T> | null;
}

const sat = (v: unknown, field: string): bigint => baseUnitsOf(v, `blockchair ${field}`);

function toTx(d: BchTxDashboard): ChainTx {
  if (!d.inputs) throw new AppError('NETWORK', UTXO_ERRORS.blockchairInputs);
  return {
    txid: d.transaction.hash,
    confirmed: d.transaction.block_id > 0,
    time: Math.floor(Date.parse(`${d.transaction.time.replace(' ', 'T')}Z`) / 1000),
    vin: d.inputs.map((i) => ({
      txid: i.transaction_hash,
      vout: i.index,
      sequence: i.spending_sequence,
      address: i.recipient,
      value: sat(i.value, 'input value'),
    })),
    vout: d.outputs.map((o) => ({ n: o.index, address: o.recipient, value: sat(o.value, 'output value') })),
  };
}

export function blockchairProvider(
  http: Http,
  baseUrl: string,
  chainPath: string,
  key?: string,
): UtxoProvider {
  const root = `${baseUrl.replace(/\/$/, '')}/${chainPath}`;
  const url = (path: string, q: Record<string, string> = {}): string => {
    const params = new URLSearchParams({ ...q, ...(key ? { key } : {}) }).toString();
    return `${root}${path}${params ? `?${params}` : ''}`;
  };
  const dashboard = async (address: string): Promise<BchAddressDashboard> => {
    const r = await http.json<BchEnvelope<BchAddressDashboard>>(
      url(`/dashboards/address/${encodeURIComponent(address)}`, {
        limit: `${BLOCKCHAIR_HISTORY_LIMIT},${BLOCKCHAIR_UTXO_LIMIT}`,
      }),
    );
    const d = r.data?.[address];
    if (!d) throw new AppError('NETWORK', UTXO_ERRORS.blockchairInputs);
    return d;
  };
  const transactions = async (ids: readonly string[]): Promise<ChainTx[]> => {
    const out: ChainTx[] = [];
    for (let i = 0; i < ids.length; i += BLOCKCHAIR_BATCH) {
      const batch = ids.slice(i, i + BLOCKCHAIR_BATCH);
      const r = await http.json<BchEnvelope<BchTxDashboard>>(
        url(`/dashboards/transactions/${batch.join(',')}`),
      );
      for (const id of batch) {
        const d = r.data?.[id];
        if (!d) throw new AppError('NETWORK', UTXO_ERRORS.blockchairInputs);
        out.push(toTx(d));
      }
    }
    return out;
  };
  return {
    name: 'blockchair',
    async getAddress(address) {
      const d = await dashboard(address);
      return { address, balance: sat(d.address.balance, 'balance'), txCount: d.address.transaction_count };
    },
    async getUtxos(address) {
      return (await dashboard(address)).utxo.map((u) => ({
        txid: u.transaction_hash,
        vout: u.index,
        value: sat(u.value, 'utxo value'),
        address,
        confirmed: u.block_id > 0,
      }));
    },
    async getHistory(address) {
      // read as one batch (their inputs come with them): a malformed one fails the batch
      return {
        items: await transactions((await dashboard(address)).transactions.slice(0, BLOCKCHAIR_HISTORY_LIMIT)),
        skipped: 0,
      };
    },
    async getTx(txid) {
      const [tx] = await transactions([txid]);
      if (!tx) throw new AppError('NETWORK', UTXO_ERRORS.blockchairInputs);
      return tx;
    },
    async getTxHex(txid) {
      const r = await http.json<BchEnvelope<{ raw_transaction: string }>>(url(`/raw/transaction/${txid}`));
      const raw = r.data?.[txid]?.raw_transaction;
      if (!raw) throw new AppError('NETWORK', UTXO_ERRORS.blockchairInputs);
      return raw;
    },
    async broadcast(hex) {
      const r = await http.json<{ data: { transaction_hash: string } }>(url('/push/transaction'), {
        json: { data: hex },
        retries: 0,
      });
      return r.data.transaction_hash;
    },
    async getFeeRate() {
      const r = await http.json<{ data: { suggested_transaction_fee_per_byte_sat: number } }>(url('/stats'));
      return checkedRate(r.data.suggested_transaction_fee_per_byte_sat);
    },
  };
}

/**
 * Esplora / mempool.space wire format (github.com/Blockstream/esplora API.md and
 * mempool.space/docs/api/rest). Values are satoshi integers in JSON, read with baseUnitsOf
 * (exact past 2^53 through the http client's lossless JSON).
 */
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { HttpError, type Http } from '../../../net/http';
import { readEach } from '../../../net/readEach';
import { AppError } from '../../../../shared/errors';
import { invalidFees } from '../errors';
import type { AddressSummary, ChainTx, Utxo, UtxoProvider } from '../types';

interface EsploraStats {
  funded_txo_sum: unknown;
  spent_txo_sum: unknown;
  tx_count: number;
}
interface EsploraAddress {
  address: string;
  chain_stats: EsploraStats;
  mempool_stats: EsploraStats;
}
interface EsploraStatus {
  confirmed: boolean;
  block_height?: number;
  block_time?: number;
}
interface EsploraUtxo {
  txid: string;
  vout: number;
  value: unknown;
  status: EsploraStatus;
}
interface EsploraVout {
  scriptpubkey_address?: string;
  value: unknown;
}
interface EsploraTx {
  txid: string;
  vin: { txid: string; vout: number; sequence: number; is_coinbase: boolean; prevout: EsploraVout | null }[];
  vout: EsploraVout[];
  status: EsploraStatus;
}
interface EsploraMempoolBlock {
  medianFee: number;
}
interface EsploraRecommended {
  halfHourFee: number;
}

const sat = (v: unknown, field: string): bigint => baseUnitsOf(v, `mempool ${field}`);

function toTx(t: EsploraTx): ChainTx {
  return {
    txid: t.txid,
    confirmed: t.status.confirmed,
    time: t.status.block_time,
    vin: t.vin
      .filter((i) => !i.is_coinbase)
      .map((i) => ({
        txid: i.txid,
        vout: i.vout,
        sequence: i.sequence,
        address: i.prevout?.scriptpubkey_address,
        value: i.prevout ? sat(i.prevout.value, 'prevout value') : 0n,
      })),
    vout: t.vout.map((o, n) => ({ n, address: o.scriptpubkey_address, value: sat(o.value, 'vout value') })),
  };
}

/** A rate from an explorer's float: rounded up; 0 or 1 is the spec's 'Invalid fees'. */
export function checkedRate(rate: number): bigint {
  if (!Number.isFinite(rate) || rate < 0) throw new AppError('NETWORK', 'Fee data not available');
  const r = BigInt(Math.ceil(rate));
  if (r === 0n || r === 1n) throw invalidFees();
  return r;
}

export function esploraProvider(http: Http, baseUrl: string): UtxoProvider {
  const base = baseUrl.replace(/\/$/, '');
  const get = <T>(path: string): Promise<T> => http.json<T>(`${base}${path}`);
  return {
    name: 'mempool',
    async getAddress(address): Promise<AddressSummary> {
      const a = await get<EsploraAddress>(`/address/${encodeURIComponent(address)}`);
      const c = a.chain_stats;
      const m = a.mempool_stats;
      const balance =
        sat(c.funded_txo_sum, 'funded_txo_sum') -
        sat(c.spent_txo_sum, 'spent_txo_sum') +
        sat(m.funded_txo_sum, 'funded_txo_sum') -
        sat(m.spent_txo_sum, 'spent_txo_sum');
      if (balance < 0n) throw new AppError('NETWORK', `mempool: negative balance for ${address}`);
      return { address, balance, txCount: c.tx_count + m.tx_count };
    },
    async getUtxos(address): Promise<Utxo[]> {
      const list = await get<EsploraUtxo[]>(`/address/${encodeURIComponent(address)}/utxo`);
      return list.map((u) => ({
        txid: u.txid,
        vout: u.vout,
        value: sat(u.value, 'utxo value'),
        address,
        confirmed: u.status.confirmed,
      }));
    },
    async getHistory(address) {
      return readEach(await get<EsploraTx[]>(`/address/${encodeURIComponent(address)}/txs`), toTx);
    },
    async getTx(txid) {
      return toTx(await get<EsploraTx>(`/tx/${encodeURIComponent(txid)}`));
    },
    async getTxHex(txid) {
      return (await http.request(`${base}/tx/${encodeURIComponent(txid)}/hex`)).trim();
    },
    async broadcast(hex) {
      try {
        return (await http.request(`${base}/tx`, { method: 'POST', text: hex, retries: 0 })).trim();
      } catch (e) {
        // a 400 carries the node's reason (fee too low, conflict, …): the user needs it
        if (e instanceof HttpError && e.status === 400)
          throw new AppError('NETWORK', `Broadcast rejected: ${e.body.slice(0, 300)}`);
        throw e;
      }
    },
    async getFeeRate() {
      // spec §7: the next mempool block's median; esplora-only servers answer /fee-estimates
      const blocks = await get<EsploraMempoolBlock[]>('/v1/fees/mempool-blocks').catch(() => null);
      if (blocks && blocks[0]) return checkedRate(blocks[0].medianFee);
      const rec = await get<EsploraRecommended>('/v1/fees/recommended').catch(() => null);
      if (rec && typeof rec.halfHourFee === 'number') return checkedRate(rec.halfHourFee);
      const est = await get<Record<string, number>>('/fee-estimates');
      const rate = est['3'] ?? est['6'] ?? est['2'];
      if (rate === undefined) throw new AppError('NETWORK', 'Fee data not available');
      return checkedRate(rate);
    },
  };
}

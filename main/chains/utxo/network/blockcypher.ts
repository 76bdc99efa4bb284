/**
 * BlockCypher wire format (www.blockcypher.com/dev/bitcoin): /v1/{coin}/main/… with values
 * in satoshi and fees per kB. An input without its prevout value is the spec's
 * 'Something went wrong get transactions in blockcypher'. Amounts are read with baseUnitsOf.
 */
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import type { Http } from '../../../net/http';
import { readEach } from '../../../net/readEach';
import { AppError } from '../../../../shared/errors';
import { BLOCKCYPHER_FALLBACK_PER_KB, HISTORY_LIMIT } from '../constants';
import { UTXO_ERRORS, invalidFees } from '../errors';
import type { AddressSummary, ChainTx, Utxo, UtxoProvider } from '../types';

interface BcBalance {
  final_balance: unknown;
  final_n_tx: number;
}
interface BcTxRef {
  tx_hash: string;
  tx_output_n: number;
  value: unknown;
  confirmations: number;
}
interface BcAddressUtxos {
  txrefs?: BcTxRef[];
  unconfirmed_txrefs?: BcTxRef[];
}
interface BcTx {
  hash: string;
  block_height: number;
  confirmed?: string;
  received?: string;
  inputs: {
    prev_hash?: string;
    output_index: number;
    output_value?: unknown;
    sequence?: number;
    addresses?: string[] | null;
  }[];
  outputs: { value: unknown; addresses?: string[] | null }[];
  hex?: string;
}
interface BcChain {
  medium_fee_per_kb?: number | bigint;
}

const sat = (v: unknown, field: string): bigint => baseUnitsOf(v, `blockcypher ${field}`);
const unix = (iso?: string): number | undefined => (iso ? Math.floor(Date.parse(iso) / 1000) : undefined);

function toTx(t: BcTx): ChainTx {
  const vin = t.inputs
    .filter((i) => i.prev_hash)
    .map((i) => {
      if (i.output_value === undefined) throw new AppError('NETWORK', UTXO_ERRORS.blockcypherInputs);
      return {
        txid: i.prev_hash as string,
        vout: i.output_index,
        sequence: i.sequence,
        address: i.addresses?.[0],
        value: sat(i.output_value, 'output_value'),
      };
    });
  return {
    txid: t.hash,
    confirmed: t.block_height > 0,
    time: unix(t.confirmed ?? t.received),
    vin,
    vout: t.outputs.map((o, n) => ({ n, address: o.addresses?.[0], value: sat(o.value, 'output value') })),
  };
}

/**
 * sat/vB from BlockCypher's per-kB figure (spec §9: divided by 1024, fallback 15360). A rate,
 * not an amount: a float is rounded; one past 2^53 arrives as a bigint and stays exact.
 */
export function rateFromPerKb(perKb: number | bigint | undefined): bigint {
  let kb = BLOCKCYPHER_FALLBACK_PER_KB;
  if (typeof perKb === 'bigint' && perKb > 0n) kb = perKb;
  else if (typeof perKb === 'number' && perKb > 0) kb = BigInt(Math.round(perKb));
  const r = (kb + 1023n) / 1024n;
  if (r === 0n || r === 1n) throw invalidFees();
  return r;
}

export function blockcypherProvider(http: Http, baseUrl: string, coin: string, token?: string): UtxoProvider {
  const root = `${baseUrl.replace(/\/$/, '')}/v1/${coin}/main`;
  const url = (path: string, q: Record<string, string> = {}): string => {
    const params = new URLSearchParams({ ...q, ...(token ? { token } : {}) }).toString();
    return `${root}${path}${params ? `?${params}` : ''}`;
  };
  return {
    name: 'blockcypher',
    async getAddress(address): Promise<AddressSummary> {
      const b = await http.json<BcBalance>(url(`/addrs/${encodeURIComponent(address)}/balance`));
      return { address, balance: sat(b.final_balance, 'final_balance'), txCount: b.final_n_tx };
    },
    async getUtxos(address): Promise<Utxo[]> {
      const r = await http.json<BcAddressUtxos>(
        url(`/addrs/${encodeURIComponent(address)}`, { unspentOnly: 'true' }),
      );
      const refs = [...(r.txrefs ?? []), ...(r.unconfirmed_txrefs ?? [])];
      return refs.map((u) => ({
        txid: u.tx_hash,
        vout: u.tx_output_n,
        value: sat(u.value, 'txref value'),
        address,
        confirmed: u.confirmations > 0,
      }));
    },
    async getHistory(address) {
      const r = await http.json<{ txs?: BcTx[] }>(
        url(`/addrs/${encodeURIComponent(address)}/full`, { limit: String(HISTORY_LIMIT) }),
      );
      return readEach(r.txs ?? [], toTx);
    },
    async getTx(txid) {
      return toTx(await http.json<BcTx>(url(`/txs/${encodeURIComponent(txid)}`)));
    },
    async getTxHex(txid) {
      const t = await http.json<BcTx>(url(`/txs/${encodeURIComponent(txid)}`, { includeHex: 'true' }));
      if (!t.hex) throw new AppError('NETWORK', UTXO_ERRORS.blockcypherInputs);
      return t.hex;
    },
    async broadcast(hex) {
      const r = await http.json<{ tx: { hash: string } }>(url('/txs/push'), {
        json: { tx: hex },
        retries: 0,
      });
      return r.tx.hash;
    },
    async getFeeRate() {
      const c = await http.json<BcChain>(url(''));
      return rateFromPerKb(c.medium_fee_per_kb);
    },
  };
}

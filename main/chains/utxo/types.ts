/**
 * Domain types of the UTXO family. Providers in network/ translate their own wire formats
 * into these; nothing outside network/ sees a provider's JSON.
 */
import type { Http } from '../../net/http';
import type { ReadList } from '../../net/readEach';
import type { NetworkKind } from '../../../shared/chains/validate/result';

export interface Utxo {
  txid: string;
  vout: number;
  value: bigint;
  address: string;
  confirmed: boolean;
}

export interface TxInput {
  txid: string;
  vout: number;
  sequence?: number;
  /** prevout owner and value; providers that cannot tell throw the spec's error instead */
  address?: string;
  value: bigint;
}

export interface TxOutput {
  n: number;
  address?: string;
  value: bigint;
}

export interface ChainTx {
  txid: string;
  confirmed: boolean;
  /** unix seconds of the block, or of first sight when unconfirmed (if known) */
  time?: number;
  vin: TxInput[];
  vout: TxOutput[];
}

export interface AddressSummary {
  address: string;
  /** confirmed + unconfirmed, base units */
  balance: bigint;
  /** transactions touching the address, confirmed or not; > 0 means "used" */
  txCount: number;
}

/** One explorer, in its own wire format behind these calls. */
export interface UtxoProvider {
  readonly name: string;
  getAddress(address: string): Promise<AddressSummary>;
  getUtxos(address: string): Promise<Utxo[]>;
  /** the address's transactions, each read on its own: one that does not read is counted in `skipped` */
  getHistory(address: string): Promise<ReadList<ChainTx>>;
  getTx(txid: string): Promise<ChainTx>;
  getTxHex(txid: string): Promise<string>;
  /** returns the txid */
  broadcast(hex: string): Promise<string>;
  /** the provider's base fee rate, sat/vB */
  getFeeRate(): Promise<bigint>;
}

export type ProviderConfig =
  | { kind: 'esplora'; baseUrl: string }
  /** coin: BlockCypher's path segment (btc, ltc, doge) */
  | { kind: 'blockcypher'; baseUrl: string; coin: string; token?: string }
  /** chainPath: Blockchair's (bitcoin, litecoin, dogecoin, bitcoin-cash) */
  | { kind: 'blockchair'; baseUrl: string; chainPath: string; key?: string }
  /** protocol: Blockdaemon's (bitcoin, litecoin, dogecoin, bitcoincash) */
  | { kind: 'blockdaemon'; baseUrl: string; protocol: string; network: string; apiKey: string };

export interface UtxoConfig {
  /** tried in this order (spec §7: per-chain fallback) */
  providers: readonly ProviderConfig[];
  gapLimit?: number;
  concurrency?: number;
}

export interface UtxoCtx {
  chain: string;
  network: NetworkKind;
  http: Http;
  config: UtxoConfig;
  now: () => number;
}

/**
 * Etherscan v2 (multichain, `chainid` query parameter) and the Etherscan-compatible `/api`
 * of Blockscout instances (Polygon and Ink alternatives, Kava). Wire: `{status, message,
 * result}`; status '0' is an error carrying the result text, so the caller falls back.
 */
import { parseUnits } from 'ethers';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readEach } from '../../../net/readEach';
import type { ExplorerProvider, ExplorerTx, HistoryQuery } from './types';

interface EtherscanReply<T> {
  status?: string;
  message?: string;
  result?: T | string;
}

interface WireTx {
  hash: string;
  from: string;
  to: string;
  value: string;
  timeStamp: string;
  nonce?: string;
  isError?: string;
  txreceipt_status?: string;
  confirmations?: string;
  blockNumber?: string;
  contractAddress?: string;
  gasUsed?: string;
  /** the effective price per gas the transaction paid */
  gasPrice?: string;
}

interface GasOracle {
  ProposeGasPrice: string;
}

/** Etherscan's way of saying "empty": not an error, the address simply has no transfers. */
const EMPTY = /^No (transactions|records) found/i;

function unwrap<T>(reply: EtherscanReply<T>, what: string): T {
  if (reply.status === '0') {
    if (typeof reply.message === 'string' && EMPTY.test(reply.message)) return [] as T;
    const text = typeof reply.result === 'string' ? reply.result : (reply.message ?? 'error');
    throw new AppError('NETWORK', `${what}: ${text.slice(0, 200)}`);
  }
  if (reply.result === undefined || typeof reply.result === 'string')
    throw new AppError('NETWORK', `${what}: malformed reply`);
  return reply.result;
}

const digits = (v: string | undefined) => (v !== undefined && /^\d{1,40}$/.test(v) ? BigInt(v) : null);

function toTx(t: WireTx): ExplorerTx {
  if (typeof t.hash !== 'string' || typeof t.from !== 'string') throw new Error('not a transaction');
  const gasUsed = digits(t.gasUsed);
  const gasPrice = digits(t.gasPrice);
  return {
    hash: t.hash,
    from: t.from,
    to: t.to || t.contractAddress || '',
    value: BigInt(t.value || '0'),
    timeMs: Number(t.timeStamp) * 1000,
    nonce: t.nonce !== undefined && t.nonce !== '' ? Number(t.nonce) : undefined,
    failed: t.isError === '1' || t.txreceipt_status === '0',
    confirmations: t.confirmations !== undefined ? Number(t.confirmations) : undefined,
    blockNumber: t.blockNumber !== undefined ? Number(t.blockNumber) : undefined,
    contractAddress: t.contractAddress || undefined,
    ...(gasUsed !== null && gasPrice !== null ? { fee: gasUsed * gasPrice } : {}),
  };
}

export interface EtherscanOptions {
  /** e.g. https://api.etherscan.io/v2/api (v2) or https://kavascan.com/api (Blockscout) */
  apiUrl: string;
  chainId?: number;
  apiKey?: string;
  /** Blockscout's JSON-RPC endpoint for eth_gasPrice (POST /api/eth-rpc) */
  ethRpcUrl?: string;
  useGasOracle: boolean;
  name: string;
}

export function etherscanProvider(http: Http, o: EtherscanOptions): ExplorerProvider {
  const url = (params: Record<string, string>) => {
    const u = new URL(o.apiUrl);
    if (o.chainId !== undefined) u.searchParams.set('chainid', String(o.chainId));
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    if (o.apiKey) u.searchParams.set('apikey', o.apiKey);
    return u.toString();
  };
  return {
    name: o.name,
    async history(q: HistoryQuery) {
      const params: Record<string, string> = {
        module: 'account',
        action: q.contractAddress ? 'tokentx' : 'txlist',
        address: q.address,
        startblock: '0',
        endblock: '99999999',
        page: '1',
        offset: String(q.limit),
        sort: 'desc',
      };
      if (q.contractAddress) params.contractaddress = q.contractAddress;
      const reply = await http.json<EtherscanReply<WireTx[]>>(url(params));
      return readEach(unwrap(reply, o.name), toTx);
    },
    async gasPrice() {
      if (o.ethRpcUrl) {
        const r = await http.json<{ result?: string }>(o.ethRpcUrl, {
          method: 'POST',
          json: { id: 0, jsonrpc: '2.0', method: 'eth_gasPrice', params: [] },
        });
        if (typeof r.result !== 'string') throw new AppError('NETWORK', `${o.name}: no gas price`);
        return BigInt(r.result);
      }
      if (o.useGasOracle) {
        const g = unwrap(
          await http.json<EtherscanReply<GasOracle>>(url({ module: 'gastracker', action: 'gasoracle' })),
          o.name,
        );
        return parseGwei(g.ProposeGasPrice);
      }
      const r = await http.json<{ result?: string }>(url({ module: 'proxy', action: 'eth_gasPrice' }));
      if (typeof r.result !== 'string' || !r.result.startsWith('0x'))
        throw new AppError('NETWORK', `${o.name}: no gas price`);
      return BigInt(r.result);
    },
  };
}

/** Gas oracle prices are decimal gwei strings such as "0.512345678901"; wei has 9 places. */
function parseGwei(s: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(s.trim());
  if (!m) throw new AppError('NETWORK', 'bad gas oracle price');
  return parseUnits(`${m[1]}.${(m[2] ?? '0').slice(0, 9)}`, 9);
}

/**
 * Blockscout REST v2 (Ethereum Classic): `GET /api/v2/addresses/{address}/transactions`
 * and `/token-transfers?type=ERC-20&token=`. Replies `{ items, next_page_params }` with
 * ISO timestamps, `{hash}` address objects and base-unit values.
 */
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readEach } from '../../../net/readEach';
import type { ExplorerProvider, ExplorerTx, HistoryQuery } from './types';

interface AddressRef {
  hash: string;
}

interface WireTx {
  hash: string;
  from: AddressRef;
  to: AddressRef | null;
  created_contract?: AddressRef | null;
  value: string;
  timestamp: string;
  nonce?: number;
  status?: 'ok' | 'error' | null;
  result?: string;
  confirmations?: number;
  block_number?: number;
  block?: number;
  /** wei the sender paid */
  fee?: { type?: string; value?: string } | null;
}

interface WireTransfer {
  transaction_hash?: string;
  tx_hash?: string;
  from: AddressRef;
  to: AddressRef;
  timestamp: string;
  block_number?: number;
  total: { value: string; decimals?: string };
  token: { address?: string; address_hash?: string };
}

const iso = (s: string) => {
  const t = Date.parse(s);
  if (Number.isNaN(t)) throw new AppError('NETWORK', 'blockscout: bad timestamp');
  return t;
};

export function blockscoutV2Provider(http: Http, baseUrl: string): ExplorerProvider {
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: new URL(baseUrl).host,
    async history(q: HistoryQuery) {
      const addr = encodeURIComponent(q.address);
      if (!q.contractAddress) {
        const r = await http.json<{ items?: WireTx[] }>(
          `${base}/api/v2/addresses/${addr}/transactions?sort=desc&limit=${q.limit}`,
        );
        if (!Array.isArray(r.items)) throw new AppError('NETWORK', 'blockscout: malformed reply');
        return readEach(r.items.slice(0, q.limit), (t): ExplorerTx => ({
          hash: t.hash,
          from: t.from.hash,
          to: t.to?.hash ?? t.created_contract?.hash ?? '',
          value: BigInt(t.value || '0'),
          timeMs: iso(t.timestamp),
          nonce: t.nonce,
          failed: t.status === 'error',
          confirmations: t.confirmations,
          blockNumber: t.block_number ?? t.block,
          ...(t.fee?.value && /^\d{1,40}$/.test(t.fee.value) ? { fee: BigInt(t.fee.value) } : {}),
        }));
      }
      const token = encodeURIComponent(q.contractAddress);
      const r = await http.json<{ items?: WireTransfer[] }>(
        `${base}/api/v2/addresses/${addr}/token-transfers?type=ERC-20&token=${token}&sort=desc&limit=${q.limit}`,
      );
      if (!Array.isArray(r.items)) throw new AppError('NETWORK', 'blockscout: malformed reply');
      return readEach(r.items.slice(0, q.limit), (t): ExplorerTx => ({
        hash: t.transaction_hash ?? t.tx_hash ?? '',
        from: t.from.hash,
        to: t.to.hash,
        value: BigInt(t.total.value || '0'),
        timeMs: iso(t.timestamp),
        failed: false,
        blockNumber: t.block_number,
        contractAddress: t.token.address_hash ?? t.token.address,
      }));
    },
  };
}

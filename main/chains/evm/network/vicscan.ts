/**
 * Viction's explorer (VicScan, TomoScan lineage): `GET /api/transaction/list` and
 * `GET /api/tokentx/list` with account, tokenAddress, limit and sort; replies
 * `{ total, data: [...] }` with unix-second timestamps and base-unit values.
 */
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readEach } from '../../../net/readEach';
import type { ExplorerProvider, ExplorerTx, HistoryQuery } from './types';

interface WireTx {
  hash?: string;
  transactionHash?: string;
  from: string;
  to?: string | null;
  value: string;
  timestamp: number | string;
  nonce?: number;
  blockNumber?: number;
  status?: string | boolean;
  address?: string;
}

function toTx(t: WireTx): ExplorerTx {
  const hash = t.hash ?? t.transactionHash;
  if (!hash) throw new AppError('NETWORK', 'vicscan: transaction without hash');
  const ts =
    typeof t.timestamp === 'number' ? t.timestamp : Date.parse(t.timestamp) / 1000 || Number(t.timestamp);
  return {
    hash,
    from: t.from,
    to: t.to ?? '',
    value: BigInt(t.value || '0'),
    timeMs: ts * 1000,
    nonce: t.nonce,
    failed: t.status === false || t.status === 'fail' || t.status === 'failed',
    blockNumber: t.blockNumber,
    contractAddress: t.address,
  };
}

export function vicscanProvider(http: Http, baseUrl: string): ExplorerProvider {
  return {
    name: new URL(baseUrl).host,
    async history(q: HistoryQuery) {
      const u = new URL(q.contractAddress ? '/api/tokentx/list' : '/api/transaction/list', baseUrl);
      u.searchParams.set('account', q.address);
      u.searchParams.set('limit', String(q.limit));
      u.searchParams.set('offset', '0');
      u.searchParams.set('sort', 'desc');
      if (q.contractAddress) u.searchParams.set('tokenAddress', q.contractAddress);
      const reply = await http.json<{ data?: WireTx[] }>(u.toString());
      if (!Array.isArray(reply.data)) throw new AppError('NETWORK', 'vicscan: malformed reply');
      return readEach(reply.data, toTx);
    },
  };
}

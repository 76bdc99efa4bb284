/**
 * OKLink explorer API v5 (Ethereum PoW): `GET /api/v5/explorer/address/normal-transaction-list`
 * and `/token-transaction-list` with chainShortName, address, limit and
 * tokenContractAddress; key in the `Ok-Access-Key` header. Replies `{ code, msg, data:
 * [{ transactionList }] }`; code other than '0' is an error. Amounts are decimal whole
 * units (not base units), converted with the token's decimals.
 */
import { parseUnits } from 'ethers';
import { AppError } from '../../../../shared/errors';
import type { Http } from '../../../net/http';
import { readEach } from '../../../net/readEach';
import type { ExplorerProvider, ExplorerTx, HistoryQuery } from './types';

interface WireTx {
  txId: string;
  from: string;
  to: string;
  amount: string;
  transactionTime: string;
  height?: string;
  nonce?: string;
  state?: string;
  tokenContractAddress?: string;
  /** what the sender paid, in the native coin (18 decimals) */
  txFee?: string;
}

interface Reply {
  code?: string;
  msg?: string;
  data?: { transactionList?: WireTx[] }[];
}

export function oklinkProvider(
  http: Http,
  o: { baseUrl: string; chainShortName: string; apiKey: string },
): ExplorerProvider {
  return {
    name: new URL(o.baseUrl).host,
    async history(q: HistoryQuery) {
      const path = q.contractAddress ? 'token-transaction-list' : 'normal-transaction-list';
      const u = new URL(`/api/v5/explorer/address/${path}`, o.baseUrl);
      u.searchParams.set('chainShortName', o.chainShortName);
      u.searchParams.set('address', q.address);
      u.searchParams.set('limit', String(q.limit));
      if (q.contractAddress) {
        u.searchParams.set('protocolType', 'token_20');
        u.searchParams.set('tokenContractAddress', q.contractAddress);
      }
      const r = await http.json<Reply>(u.toString(), { headers: { 'Ok-Access-Key': o.apiKey } });
      if (r.code !== '0') throw new AppError('NETWORK', `oklink: ${(r.msg ?? 'error').slice(0, 200)}`);
      const list = r.data?.[0]?.transactionList ?? [];
      return readEach(list, (t): ExplorerTx => ({
        hash: t.txId,
        from: t.from,
        to: t.to,
        value: parseUnits(t.amount || '0', q.decimals),
        timeMs: Number(t.transactionTime),
        nonce: t.nonce ? Number(t.nonce) : undefined,
        failed: t.state === 'fail',
        blockNumber: t.height ? Number(t.height) : undefined,
        contractAddress: t.tokenContractAddress || undefined,
        ...(t.txFee ? { fee: parseUnits(t.txFee, 18) } : {}),
      }));
    },
  };
}

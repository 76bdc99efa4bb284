import { tezosTokenId, type TezosToken } from '../../../../shared/chains/tezos/tokens';
import { AppError } from '../../../../shared/errors';
import { readEachOf } from '../../../net/readEach';
import type { HistoryPage } from '../../types';
import type { TezosCtx } from '../ctx';
import { HISTORY_LIMIT } from '../constants';
import { tzktTokensOf } from '../network';
import { stateOf } from './listHistory';

/**
 * A token's history (issue 37): TzKT's tokens/transfers of that token from or to the account,
 * newest first, each with the hash and status of the transaction that made it (one more TzKT
 * request for the page). The amount is negative when it left the account, which then paid the
 * transaction's fee in XTZ. A transfer without a transaction (an origination's mint) or whose
 * transaction TzKT does not give is counted in `skipped`.
 */
export async function listTokenHistory(
  ctx: TezosCtx,
  address: string,
  token: TezosToken,
): Promise<HistoryPage> {
  const api = tzktTokensOf(ctx);
  const tokenId = token.standard === 'fa2' ? BigInt(token.tokenId) : 0n;
  const transfers = await api.transfers(address, token.contract, tokenId, HISTORY_LIMIT);
  const ids = transfers.items.flatMap((t) => (t.transactionId === undefined ? [] : [t.transactionId]));
  const ops = await api.transactions([...new Set(ids)]);
  const contractAddress = tezosTokenId(token);
  return readEachOf(transfers, (t) => {
    const op = t.transactionId === undefined ? undefined : ops.get(t.transactionId);
    if (!op) throw new AppError('NETWORK', 'TzKT gave no transaction for a token transfer');
    const out = t.from === address;
    return {
      hash: op.hash,
      amount: (out ? -t.amount : t.amount).toString(10),
      status: stateOf(op.status),
      date: t.timeMs,
      from: t.from,
      to: t.to,
      contractAddress,
      ...(out ? { fee: op.fee.toString(10) } : {}),
    };
  });
}

import { explorerUrl } from '../../../shared/chains/explorer';
import { formatUnits } from '../../../shared/amount';
import { getChain } from '../../../shared/chains/registry';
import type { TxView } from '../../../shared/contract/transfers';
import type { HistoryItem } from '../../chains/types';

/** spec §3: the first 13 characters of the hash followed by an ellipsis. */
export function txLink(hash: string): string {
  return `${hash.slice(0, 13)}...`;
}

function safeUrl(chainName: string, hash: string): string {
  try {
    return explorerUrl(chainName, 'tx', hash);
  } catch {
    return '';
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A family's history item as the list shows it; amounts exact, in the coin's unit. */
export function toTxView(
  item: HistoryItem,
  chainName: string,
  decimals: number,
  own: readonly string[],
): TxView {
  const fromOwn = own.some((a) => same(a, item.from));
  const toOwn = own.some((a) => same(a, item.to));
  return {
    hash: item.hash,
    link: txLink(item.hash),
    url: safeUrl(chainName, item.hash),
    amount: formatUnits(BigInt(item.amount), decimals),
    status: item.status,
    date: item.date,
    from: item.from,
    to: item.to,
    direction: fromOwn && toOwn ? 'self' : fromOwn || BigInt(item.amount) < 0n ? 'out' : 'in',
    ...(item.fee !== undefined ? { fee: feeText(chainName, item.fee) } : {}),
    ...(item.memo ? { memo: item.memo } : {}),
    ...(item.error ? { error: item.error.slice(0, 512) } : {}),
    ...(item.description ? { description: item.description.slice(0, 200) } : {}),
  };
}

/** A fee in the chain's native coin, with its symbol. */
function feeText(chainName: string, fee: string): string {
  const native = getChain(chainName);
  return `${formatUnits(BigInt(fee), native.decimals)} ${native.symbol}`;
}

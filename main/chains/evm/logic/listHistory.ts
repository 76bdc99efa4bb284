import { explorerUrl } from '../../../../shared/chains/explorer';
import { AppError } from '../../../../shared/errors';
import { readEachOf, type ReadList } from '../../../net/readEach';
import { chainConfig } from '../config';
import { HISTORY_LIMIT, TOKEN_CONFIRMATIONS } from '../constants';
import type { EvmCtx } from '../ctx';
import { explorersOf, nodeOf, type ExplorerTx, withExplorers } from '../network';

export interface EvmHistoryItem {
  hash: string;
  /** base units as a decimal string, '-' prefixed when the wallet sent it */
  amount: string;
  /** first 13 characters of the hash and an ellipsis (spec §3) */
  link: string;
  url: string;
  status: 'success' | 'failed';
  /** unix ms */
  date: number;
  from: string;
  to: string;
  totalCourse: '0$';
  nonce?: number;
  contractAddress?: string;
  /** wei the wallet paid for gas, on what it sent */
  fee?: string;
}

export interface ListHistoryParams {
  chain: string;
  address: string;
  /** token history (tokentx) for this contract; native txlist when absent */
  contractAddress?: string;
  /** token decimals for explorers that report whole units; PoW tokens default to 18 (spec §9) */
  decimals?: number;
}

/**
 * The last 20 transfers of an address from the chain's explorers, trying each in order
 * (free tier, then keyed tiers). Native status comes from the receipt / isError; token
 * transfers are SUCCESS only past 14 confirmations (spec §4).
 */
export async function listHistory(ctx: EvmCtx, p: ListHistoryParams): Promise<EvmHistoryItem[]> {
  return (await listHistoryPage(ctx, p)).items;
}

/** listHistory with the count of explorer entries that could not be read (`skipped`). */
export async function listHistoryPage(ctx: EvmCtx, p: ListHistoryParams): Promise<ReadList<EvmHistoryItem>> {
  const cfg = chainConfig(ctx.config, p.chain);
  const providers = explorersOf(ctx, cfg);
  if (providers.length === 0) throw new AppError('NETWORK', `No explorer for ${p.chain}`);
  const query = {
    address: p.address,
    contractAddress: p.contractAddress,
    decimals: p.decimals ?? 18,
    limit: HISTORY_LIMIT,
  };
  const read = await withExplorers(providers, (e) => e.history(query));
  const txs = read.items.slice(0, HISTORY_LIMIT);
  let head: number | undefined;
  if (p.contractAddress && txs.some((t) => t.confirmations === undefined && t.blockNumber !== undefined))
    head = Number(BigInt(await nodeOf(ctx, cfg).call<string>('eth_blockNumber')));
  const me = p.address.toLowerCase();
  return readEachOf({ items: txs, skipped: read.skipped }, (t) =>
    toItem(p.chain, me, t, p.contractAddress, head),
  );
}

function toItem(
  chain: string,
  me: string,
  t: ExplorerTx,
  contract: string | undefined,
  head: number | undefined,
): EvmHistoryItem {
  const token = contract !== undefined;
  const outgoing = t.from.toLowerCase() === me && t.to.toLowerCase() !== me;
  const confirmations =
    t.confirmations ?? (head !== undefined && t.blockNumber !== undefined ? head - t.blockNumber + 1 : 0);
  const status = token
    ? confirmations > TOKEN_CONFIRMATIONS
      ? 'success'
      : 'failed'
    : t.failed
      ? 'failed'
      : 'success';
  return {
    hash: t.hash,
    amount: `${outgoing && t.value > 0n ? '-' : ''}${t.value.toString(10)}`,
    link: `${t.hash.slice(0, 13)}...`,
    url: explorerUrl(chain, 'tx', t.hash),
    status,
    date: t.timeMs,
    from: t.from,
    to: t.to,
    totalCourse: '0$',
    ...(t.nonce !== undefined ? { nonce: t.nonce } : {}),
    ...(token ? { contractAddress: t.contractAddress ?? contract } : {}),
    // the gas is the sender's: shown on what the wallet sent
    ...(t.fee !== undefined && t.from.toLowerCase() === me ? { fee: t.fee.toString(10) } : {}),
  };
}

import { id, zeroPadValue } from 'ethers';
import { z } from 'zod';
import type { NftItem } from '../../family';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { nodeOf, type RpcRequest } from '../network';

const TRANSFER = id('Transfer(address,address,uint256)');
const TRANSFER_SINGLE = id('TransferSingle(address,address,address,uint256,uint256)');

const Log = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  transactionHash: z.string(),
  blockNumber: z.string(),
  logIndex: z.string(),
});
type Log = z.infer<typeof Log>;
const Tx = z.object({ from: z.string().regex(/^0x[0-9a-fA-F]{40}$/) });

/**
 * Who sent the transaction that last delivered each item to `wallet`: the `from` of the
 * transaction holding the item's latest incoming ERC-721 `Transfer` / ERC-1155 `TransferSingle`
 * log, read on the chain's node (the logs in one JSON-RPC batch, then the delivering
 * transactions in one more). The wallet itself for what it minted or bought; someone else for an
 * airdrop or a gift. Null for an item whose delivery was not found, and for all of them when the
 * node refuses (a public node may cap the log range): the spam rule then has nothing to go on
 * and hides nothing.
 */
export async function nftSenders(
  ctx: EvmCtx,
  chain: string,
  wallet: string,
  items: readonly Pick<NftItem, 'contractAddress' | 'standard' | 'tokenId'>[],
): Promise<(string | null)[]> {
  if (items.length === 0) return [];
  const node = nodeOf(ctx, chainConfig(ctx.config, chain));
  const me = zeroPadValue(wallet, 32).toLowerCase();
  const of = (standard: NftItem['standard']) => [
    ...new Set(items.filter((i) => i.standard === standard).map((i) => i.contractAddress.toLowerCase())),
  ];
  const queries: { standard: NftItem['standard']; req: RpcRequest }[] = [];
  const c721 = of('erc721');
  const c1155 = of('erc1155');
  // ERC-721 Transfer(from, to, id): `to` is topic 2; TransferSingle(operator, from, to, …): topic 3
  if (c721.length)
    queries.push({
      standard: 'erc721',
      req: logsQuery({ address: c721, topics: [TRANSFER, null, me] }),
    });
  if (c1155.length)
    queries.push({
      standard: 'erc1155',
      req: logsQuery({ address: c1155, topics: [TRANSFER_SINGLE, null, null, me] }),
    });
  try {
    const replies = await node.batch(queries.map((q) => q.req));
    const latest = new Map<string, Log>();
    replies.forEach((r) => {
      if (!r.ok) throw r.error;
      for (const raw of z.array(z.unknown()).parse(r.result)) {
        const log = Log.safeParse(raw);
        if (!log.success) continue;
        const key = itemKey(log.data);
        if (key === null) continue;
        const seen = latest.get(key);
        if (!seen || later(log.data, seen)) latest.set(key, log.data);
      }
    });
    const hashes = [...new Set([...latest.values()].map((l) => l.transactionHash))];
    if (hashes.length === 0) return items.map(() => null);
    const txs = await node.batch(hashes.map((h) => ({ method: 'eth_getTransactionByHash', params: [h] })));
    const senders = new Map<string, string>();
    txs.forEach((r, i) => {
      const tx = r.ok ? Tx.safeParse(r.result) : null;
      if (tx?.success) senders.set(hashes[i]!, tx.data.from.toLowerCase());
    });
    return items.map((i) => {
      const log = latest.get(`${i.contractAddress.toLowerCase()}|${i.tokenId}`);
      return log ? (senders.get(log.transactionHash) ?? null) : null;
    });
  } catch {
    return items.map(() => null);
  }
}

const logsQuery = (filter: { address: string[]; topics: (string | null)[] }): RpcRequest => ({
  method: 'eth_getLogs',
  params: [{ fromBlock: '0x0', toBlock: 'latest', ...filter }],
});

/** `contract|tokenId` of a transfer log, or null when it is not one of the two events. */
function itemKey(log: Log): string | null {
  const contract = log.address.toLowerCase();
  if (log.topics[0] === TRANSFER && log.topics.length === 4) return `${contract}|${BigInt(log.topics[3]!)}`;
  if (log.topics[0] === TRANSFER_SINGLE && log.data.length >= 2 + 128)
    return `${contract}|${BigInt(log.data.slice(0, 66))}`;
  return null;
}

const later = (a: Log, b: Log) =>
  BigInt(a.blockNumber) > BigInt(b.blockNumber) ||
  (a.blockNumber === b.blockNumber && BigInt(a.logIndex) > BigInt(b.logIndex));

import { toQuantity } from 'ethers';
import { AppError } from '../../../shared/errors';
import type { PermissionsNode, RawLog } from './node';

export interface ScanOptions {
  /** blocks per request at first; a range the node refuses is split in two and retried */
  range: number;
  /** the most eth_getLogs requests one scan may make; past it the scan fails rather than hang */
  maxRequests: number;
}

export const DEFAULT_SCAN: ScanOptions = { range: 100_000, maxRequests: 400 };

/**
 * Every log matching `topics` from `from` to `to` (inclusive), in bounded block ranges: nodes
 * cap a range's size or its result count, and say so with an error, so a refused range is
 * halved until it passes. A single block that still fails is the node's real failure.
 */
export async function scanLogs(
  node: PermissionsNode,
  /** a position may list several topics, any of which matches */
  topics: (string | string[] | null)[],
  from: number,
  to: number,
  opts: ScanOptions = DEFAULT_SCAN,
): Promise<RawLog[]> {
  const out: RawLog[] = [];
  let requests = 0;
  const stack: [number, number][] = [];
  // ranges pushed in reverse so they are read oldest first
  for (let end = to; end >= from; end -= opts.range) stack.push([Math.max(from, end - opts.range + 1), end]);
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    if (++requests > opts.maxRequests)
      throw new AppError('NETWORK', 'The node returns logs only in ranges too small to read them all');
    try {
      const logs = await node.call<RawLog[]>('eth_getLogs', [
        { fromBlock: toQuantity(a), toBlock: toQuantity(b), topics },
      ]);
      out.push(...logs);
    } catch (e) {
      if (a === b) throw e;
      const mid = Math.floor((a + b) / 2);
      stack.push([mid + 1, b], [a, mid]);
    }
  }
  return out;
}

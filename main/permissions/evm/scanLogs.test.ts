import { describe, expect, it } from 'vitest';
import { RpcError } from '../../chains/evm/network/rpc';
import type { PermissionsNode, RawLog } from './node';
import { scanLogs } from './scanLogs';

/** A node holding one log per block in `blocks`, refusing any range wider than `maxRange`. */
function node(blocks: number[], maxRange: number) {
  const asked: [number, number][] = [];
  const n: PermissionsNode = {
    async call<T>(method: string, params: unknown[]): Promise<T> {
      expect(method).toBe('eth_getLogs');
      const f = params[0] as { fromBlock: string; toBlock: string };
      const [a, b] = [Number(f.fromBlock), Number(f.toBlock)];
      asked.push([a, b]);
      if (b - a + 1 > maxRange) throw new RpcError(-32005, 'query returned more than 10000 results');
      const logs: RawLog[] = blocks
        .filter((x) => x >= a && x <= b)
        .map((x) => ({ address: '0x', topics: [], data: '0x', blockNumber: `0x${x.toString(16)}` }));
      return logs as T;
    },
    readCalls: () => Promise.reject(new Error('not used')),
  };
  return { n, asked };
}

describe('scanLogs: every log in bounded ranges', () => {
  it('reads ranges of the given size, oldest first, and finds every log', async () => {
    const { n, asked } = node([0, 5, 99, 100, 250], 1000);
    const logs = await scanLogs(n, [], 0, 250, { range: 100, maxRequests: 10 });
    expect(logs.map((l) => Number(l.blockNumber))).toEqual([0, 5, 99, 100, 250]);
    expect(asked).toEqual([
      [0, 50],
      [51, 150],
      [151, 250],
    ]);
  });

  it('halves a range the node refuses until it passes, losing nothing', async () => {
    const { n, asked } = node([1, 7, 8, 15], 4);
    const logs = await scanLogs(n, [], 0, 15, { range: 16, maxRequests: 20 });
    expect(logs.map((l) => Number(l.blockNumber))).toEqual([1, 7, 8, 15]);
    expect(asked[0]).toEqual([0, 15]);
    expect(asked.filter(([a, b]) => b - a + 1 <= 4)).toHaveLength(4);
  });

  it('fails with a clear error past its request budget instead of reading for ever', async () => {
    const { n } = node([], 1);
    await expect(scanLogs(n, [], 0, 1000, { range: 1000, maxRequests: 5 })).rejects.toMatchObject({
      code: 'NETWORK',
    });
  });

  it("a single block the node still refuses is the node's failure", async () => {
    const { n } = node([3], 0);
    await expect(scanLogs(n, [], 3, 3, { range: 10, maxRequests: 5 })).rejects.toBeInstanceOf(RpcError);
  });
});

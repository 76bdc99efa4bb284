/**
 * Many read-only calls in as few HTTP requests as possible: through Multicall3
 * `aggregate3` where the chain has it (one eth_call carries hundreds of calls), otherwise
 * one JSON-RPC batch. Either way the request count does not grow with the token count.
 */
import { toBeHex } from 'ethers';
import { MULTICALL_CHUNK } from '../constants';
import { MULTICALL3 } from './abi';
import type { Rpc, RpcRequest } from './rpc';

export type ReadCall =
  { kind: 'nativeBalance'; address: string } | { kind: 'call'; target: string; data: string };

/** Raw ABI return data of each call (native balances as a uint256 word), or null when it failed. */
export type ReadResult = string | null;

export async function readMany(
  rpc: Rpc,
  multicall3: string | undefined,
  calls: readonly ReadCall[],
): Promise<ReadResult[]> {
  if (calls.length === 0) return [];
  return multicall3 ? viaMulticall(rpc, multicall3, calls) : viaBatch(rpc, calls);
}

async function viaMulticall(rpc: Rpc, multicall3: string, calls: readonly ReadCall[]): Promise<ReadResult[]> {
  const encoded = calls.map((c) =>
    c.kind === 'nativeBalance'
      ? {
          target: multicall3,
          allowFailure: true,
          callData: MULTICALL3.encodeFunctionData('getEthBalance', [c.address]),
        }
      : { target: c.target, allowFailure: true, callData: c.data },
  );
  const requests: RpcRequest[] = [];
  for (let i = 0; i < encoded.length; i += MULTICALL_CHUNK) {
    const data = MULTICALL3.encodeFunctionData('aggregate3', [encoded.slice(i, i + MULTICALL_CHUNK)]);
    requests.push({ method: 'eth_call', params: [{ to: multicall3, data }, 'latest'] });
  }
  // Several chunks still travel in one HTTP request.
  const replies =
    requests.length === 1
      ? [{ ok: true as const, result: await rpc.call<string>(requests[0]!.method, requests[0]!.params) }]
      : await rpc.batch(requests);
  const out: ReadResult[] = [];
  for (const reply of replies) {
    if (!reply.ok) throw reply.error;
    const [results] = MULTICALL3.decodeFunctionResult('aggregate3', reply.result as string) as unknown as [
      { success: boolean; returnData: string }[],
    ];
    for (const r of results) out.push(r.success && r.returnData !== '0x' ? r.returnData : null);
  }
  return out;
}

async function viaBatch(rpc: Rpc, calls: readonly ReadCall[]): Promise<ReadResult[]> {
  const replies = await rpc.batch(
    calls.map((c) =>
      c.kind === 'nativeBalance'
        ? { method: 'eth_getBalance', params: [c.address, 'latest'] }
        : { method: 'eth_call', params: [{ to: c.target, data: c.data }, 'latest'] },
    ),
  );
  return replies.map((r, i) => {
    if (!r.ok || typeof r.result !== 'string') return null;
    if (calls[i]!.kind === 'nativeBalance') return toBeHex(BigInt(r.result), 32);
    return r.result === '0x' ? null : r.result;
  });
}

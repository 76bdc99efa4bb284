/**
 * Runs the transaction on the node without sending it: eth_simulateV1 with traceTransfers
 * (native moves come back as Transfer logs from 0xeeee…eeee), else debug_traceCall with the
 * call tracer and its logs, else eth_call for a revert reason alone. A method the node lacks
 * moves on to the next; any other error of the node is its answer about this transaction.
 */
import { toQuantity } from 'ethers';
import { PREVIEW_UNAVAILABLE } from '../../../../shared/preview/txPreview';
import { decodeRevertData, revertMessage } from './revertReason';
import type { NativeMove, PreviewNode, PreviewTx, RawLog, SimOutcome } from './types';

interface NodeError {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

/** A JSON-RPC error object (numeric code): the node answered, as opposed to a transport failure. */
function isNodeError(e: unknown): boolean {
  return typeof (e as NodeError | null)?.code === 'number';
}

/** -32601 is JSON-RPC's "method not found"; nodes word the same in their own ways. */
export function isMissingMethod(e: unknown): boolean {
  const err = (e ?? {}) as NodeError;
  if (err.code === -32601 || err.code === -32004) return true;
  const msg = typeof err.message === 'string' ? err.message : String(e);
  return /method not found|not supported|unsupported method|does not exist|not available|unknown method|not implemented/i.test(
    msg,
  );
}

function callObject(tx: PreviewTx) {
  return { from: tx.from, to: tx.to, value: toQuantity(tx.value), data: tx.data };
}

/** The reason a node gave for a revert: its data decoded, else its message. */
function reasonOf(data: unknown, message: unknown): string {
  return (
    decodeRevertData(typeof data === 'string' ? data : null) ??
    revertMessage(typeof message === 'string' ? message : 'the transaction reverted')
  );
}

interface SimCall {
  status: string;
  logs?: RawLog[];
  returnData?: string;
  error?: { message?: string; data?: string };
}

async function viaSimulate(
  node: PreviewNode,
  tx: PreviewTx,
  before: readonly PreviewTx[] = [],
): Promise<SimOutcome> {
  const txs = [...before, tx];
  const blocks = await node.call<{ calls: SimCall[] }[]>('eth_simulateV1', [
    // one block state: each call runs on what the ones before it left (an approval, then its use)
    { blockStateCalls: [{ calls: txs.map(callObject) }], validation: false, traceTransfers: true },
    'latest',
  ]);
  const calls = blocks[0]?.calls ?? [];
  if (calls.length !== txs.length) throw new Error('eth_simulateV1 answered without the call');
  const logs: RawLog[] = [];
  for (const call of calls) {
    if (call.status !== '0x1')
      return {
        kind: 'reverts',
        method: 'eth_simulateV1',
        reason: reasonOf(call.error?.data ?? call.returnData, call.error?.message),
      };
    logs.push(...(call.logs ?? []));
  }
  return { kind: 'ok', method: 'eth_simulateV1', logs, native: [] };
}

interface Frame {
  type: string;
  from: string;
  to?: string;
  value?: string;
  output?: string;
  error?: string;
  revertReason?: string;
  logs?: RawLog[];
  calls?: Frame[];
}

/** Logs and value moves of the frames that did not revert, in execution order. */
function walk(frame: Frame, logs: RawLog[], native: NativeMove[]): void {
  if (frame.error !== undefined) return; // a reverted frame's logs and moves never happened
  const value = frame.value ? BigInt(frame.value) : 0n;
  // DELEGATECALL reports the caller's value but moves nothing; STATICCALL cannot move value
  if (value > 0n && frame.to && frame.type !== 'DELEGATECALL' && frame.type !== 'STATICCALL')
    native.push({ from: frame.from, to: frame.to, value });
  logs.push(...(frame.logs ?? []));
  for (const c of frame.calls ?? []) walk(c, logs, native);
}

async function viaTrace(node: PreviewNode, tx: PreviewTx): Promise<SimOutcome> {
  const top = await node.call<Frame>('debug_traceCall', [
    callObject(tx),
    'latest',
    { tracer: 'callTracer', tracerConfig: { withLog: true } },
  ]);
  if (top.error !== undefined)
    return {
      kind: 'reverts',
      method: 'debug_traceCall',
      reason: decodeRevertData(top.output) ?? revertMessage(top.revertReason ?? top.error),
    };
  const logs: RawLog[] = [];
  const native: NativeMove[] = [];
  walk(top, logs, native);
  return { kind: 'ok', method: 'debug_traceCall', logs, native };
}

async function viaCall(node: PreviewNode, tx: PreviewTx): Promise<SimOutcome> {
  try {
    await node.call<string>('eth_call', [callObject(tx), 'latest']);
  } catch (e) {
    if (isMissingMethod(e) || !isNodeError(e)) throw e;
    const err = (e ?? {}) as NodeError;
    return { kind: 'reverts', method: 'eth_call', reason: reasonOf(err.data, err.message) };
  }
  // it would succeed, but eth_call tells nothing of what moves: no silent pass
  return { kind: 'unavailable', reason: PREVIEW_UNAVAILABLE };
}

/**
 * The first method the node answers, in the order of issue 32. A node error on a simulation
 * method (missing, or params it reads otherwise) moves on to the next; a transport failure
 * is thrown, so an unreachable node is never reported as a revert.
 */
export async function simulate(
  node: PreviewNode,
  tx: PreviewTx,
  /** calls that run first in the same state (a token's approval before the deposit using it) */
  before: readonly PreviewTx[] = [],
): Promise<SimOutcome> {
  if (before.length > 0) {
    // only eth_simulateV1 runs several calls on one state; debug_traceCall and eth_call would
    // run the last one without its approval and report a revert that would not happen
    try {
      return await viaSimulate(node, tx, before);
    } catch (e) {
      if (!isNodeError(e) && !isMissingMethod(e)) throw e;
      return { kind: 'unavailable', reason: PREVIEW_UNAVAILABLE };
    }
  }
  for (const run of [viaSimulate, viaTrace]) {
    try {
      return await run(node, tx);
    } catch (e) {
      if (!isNodeError(e) && !isMissingMethod(e)) throw e;
    }
  }
  try {
    return await viaCall(node, tx);
  } catch (e) {
    if (isMissingMethod(e)) return { kind: 'unavailable', reason: PREVIEW_UNAVAILABLE };
    throw e;
  }
}

/**
 * One revoke run on the profile's node before the review (issue 32), and what it leaves: the
 * allowance (or operator flag) read back in the same simulated block, so a token whose
 * approve(spender, 0) logs the zero but keeps the allowance is caught, not just one that moves
 * tokens. eth_simulateV1 runs the revoke and the read in one state; a node without it falls
 * back to the preview's debug_traceCall / eth_call chain, where the allowance left cannot be
 * read (`after` null, said on the review).
 *
 * An EIP-7702 clearing is simulated as the node will run it once its authorization (address
 * zero, checked by the signer) has applied: the account's code emptied by a state override,
 * then the self-call with no data. Its authorization cannot be simulated unsigned (a
 * placeholder signature recovers no authority), and running the self-call on the delegated
 * code would show the drainer's moves, not the clearing's. What it removes is the delegation
 * the account's code names now.
 */
import { getAddress, toQuantity } from 'ethers';
import { decodeRevertData, revertMessage } from '../../chains/evm/preview/revertReason';
import { isMissingMethod, simulate } from '../../chains/evm/preview/simulate';
import type { NativeMove, PreviewNode, PreviewTx, RawLog, SimMethod } from '../../chains/evm/preview/types';
import { ALLOWANCE_ABI, DELEGATION_PREFIX, OPERATOR_ABI, PERMIT2, PERMIT2_ABI } from './abi';

export interface RevokeToSimulate {
  kind: 'allowance' | 'operator' | 'permit2' | 'delegation';
  /** the token or collection (for a delegation, the account) */
  asset: string;
  spender: string;
  /** the revoke as it will be signed */
  tx: PreviewTx;
}

export type RevokeSim =
  | {
      kind: 'ok';
      method: SimMethod;
      logs: RawLog[];
      native: NativeMove[];
      /** the allowance (1/0 for an operator) left after the revoke; null: the node could not say */
      after: bigint | null;
      /** a clearing: the address the account's code delegates to now, null when it delegates nowhere */
      delegatedTo?: string | null;
    }
  | { kind: 'reverts'; method: SimMethod; reason: string }
  | { kind: 'unavailable'; reason: string };

/** The read that says what the revoke left, in the same block after it. */
function afterRead(r: RevokeToSimulate): { to: string; data: string } | null {
  const owner = r.tx.from;
  if (r.kind === 'allowance')
    return { to: r.asset, data: ALLOWANCE_ABI.encodeFunctionData('allowance', [owner, r.spender]) };
  if (r.kind === 'operator')
    return { to: r.asset, data: OPERATOR_ABI.encodeFunctionData('isApprovedForAll', [owner, r.spender]) };
  if (r.kind === 'permit2')
    return { to: PERMIT2, data: PERMIT2_ABI.encodeFunctionData('allowance', [owner, r.asset, r.spender]) };
  return null;
}

/** The first word of a read's return data (Permit2's amount, a bool, a uint256), null if none. */
function firstWord(data: string | undefined): bigint | null {
  return data && /^0x[0-9a-fA-F]{64}/.test(data) ? BigInt(data.slice(0, 66)) : null;
}

interface SimCall {
  status: string;
  logs?: RawLog[];
  returnData?: string;
  error?: { message?: string; data?: string };
}

const callObject = (tx: PreviewTx) => ({
  from: tx.from,
  to: tx.to,
  value: toQuantity(tx.value),
  data: tx.data,
});

/** The address an EIP-7702 account's code delegates to, null for any other code. */
export function delegateOf(code: string): string | null {
  const c = code.toLowerCase();
  return c.length === 2 + 46 && c.startsWith(DELEGATION_PREFIX) ? getAddress(`0x${c.slice(8)}`) : null;
}

async function viaSimulate(node: PreviewNode, r: RevokeToSimulate): Promise<RevokeSim> {
  const read = afterRead(r);
  const delegation = r.kind === 'delegation';
  const [blocks, code] = await Promise.all([
    node.call<{ calls: SimCall[] }[]>('eth_simulateV1', [
      {
        blockStateCalls: [
          {
            ...(delegation ? { stateOverrides: { [r.tx.from]: { code: '0x' } } } : {}),
            calls: [callObject(r.tx), ...(read ? [{ from: r.tx.from, ...read }] : [])],
          },
        ],
        validation: false,
        traceTransfers: true,
      },
      'latest',
    ]),
    delegation ? node.call<string>('eth_getCode', [r.tx.from, 'latest']) : Promise.resolve(null),
  ]);
  const [call, readCall] = blocks[0]?.calls ?? [];
  if (!call) throw new Error('eth_simulateV1 answered without the call');
  if (call.status !== '0x1') {
    const data = call.error?.data ?? call.returnData;
    return {
      kind: 'reverts',
      method: 'eth_simulateV1',
      reason: decodeRevertData(data) ?? revertMessage(call.error?.message ?? 'the transaction reverted'),
    };
  }
  return {
    kind: 'ok',
    method: 'eth_simulateV1',
    logs: call.logs ?? [],
    native: [],
    // a read that failed (no such function) says nothing of what is left
    after: readCall?.status === '0x1' ? firstWord(readCall.returnData) : null,
    ...(code === null ? {} : { delegatedTo: delegateOf(code) }),
  };
}

export async function simulateRevoke(node: PreviewNode, r: RevokeToSimulate): Promise<RevokeSim> {
  try {
    return await viaSimulate(node, r);
  } catch (e) {
    // a transport failure is thrown; a node that lacks (or refuses) eth_simulateV1 falls back
    if (typeof (e as { code?: unknown } | null)?.code !== 'number' && !isMissingMethod(e)) throw e;
  }
  if (r.kind === 'delegation')
    return {
      kind: 'unavailable',
      reason: 'Preview not available on this node: clearing a delegation needs eth_simulateV1',
    };
  const sim = await simulate(node, r.tx);
  return sim.kind === 'ok' ? { ...sim, after: null } : sim;
}

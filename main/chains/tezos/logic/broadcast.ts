import { encodeOpHash } from '@taquito/utils';
import { AppError } from '../../../../shared/errors';
import { HttpError } from '../../../net/http';
import type { TezosCtx } from '../ctx';
import { TEZOS_ERRORS } from '../constants';
import { rpcOf } from '../network';

/** forged bytes (a branch and at least one content) and a 64-byte signature, hex */
const SIGNED = /^([0-9a-f]{2}){97,}$/;

/** The first error id in an octez error answer (a JSON list of {kind, id, …}), if it is one. */
function reasonOf(body: string): string {
  try {
    const errors = JSON.parse(body) as { id?: unknown }[];
    const id = Array.isArray(errors) ? errors.find((e) => typeof e?.id === 'string')?.id : undefined;
    if (typeof id === 'string') return id;
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 200) || 'no reason given';
}

/**
 * Injects the signed operation (/injection/operation) and returns its hash (o…), which must be
 * the one its bytes name: a node cannot hand back another operation to follow. spec §8: send
 * paths rethrow; the node's refusal names the protocol error.
 */
export async function broadcast(ctx: TezosCtx, signed: string): Promise<string> {
  if (!SIGNED.test(signed)) throw new AppError('BAD_INPUT', 'The signed Tezos operation does not read');
  const expected = encodeOpHash(signed);
  let hash: string;
  try {
    hash = await rpcOf(ctx).inject(signed);
  } catch (e) {
    // octez answers a refused operation with an error status and the protocol's error list
    if (e instanceof HttpError) throw new AppError('RULE', TEZOS_ERRORS.injectionFailed(reasonOf(e.body)));
    throw e;
  }
  if (hash !== expected) throw new AppError('NETWORK', 'The Tezos node answered with another operation hash');
  return hash;
}

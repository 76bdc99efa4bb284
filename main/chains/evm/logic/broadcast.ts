import { Transaction } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { mapSendError } from '../errors';
import { RpcError, nodeAt } from '../network';

/** A node that already holds the transaction in its pool has accepted it. */
const ALREADY_KNOWN = /already known|known transaction|already imported/i;

/**
 * Sends a signed transaction to every endpoint of the chain at once; the first node to
 * accept it wins. When all refuse, the node's error (preferred over transport errors) is
 * mapped to the spec's texts: nonce too low → 'Already sent…', underpriced → 'Transaction
 * fees is low…', revert → its reason, anything else → the node's text as plain text.
 */
export async function broadcast(ctx: EvmCtx, p: { chain: string; signedHex: string }): Promise<string> {
  const cfg = chainConfig(ctx.config, p.chain);
  const hash = Transaction.from(p.signedHex).hash;
  if (!hash) throw new AppError('BAD_INPUT', 'transaction is not signed');
  const attempts = cfg.rpcUrls.map(async (url) => {
    try {
      return await nodeAt(ctx, url).call<string>('eth_sendRawTransaction', [p.signedHex]);
    } catch (e) {
      if (e instanceof RpcError && ALREADY_KNOWN.test(e.message)) return hash;
      throw e;
    }
  });
  try {
    return await Promise.any(attempts);
  } catch (e) {
    const errors = e instanceof AggregateError ? e.errors : [e];
    const nodeError = errors.find((x): x is RpcError => x instanceof RpcError);
    if (nodeError) throw mapSendError(nodeError.message, nodeError.data);
    const first = errors[0];
    throw first instanceof AppError
      ? first
      : new AppError('NETWORK', first instanceof Error ? first.message : 'Broadcast failed');
  }
}

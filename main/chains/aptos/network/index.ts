/**
 * The Aptos family's network, and the only file logic/ imports of this folder: the node REST
 * API at each configured URL. Reads walk the URLs in order (withFallback), the node's own
 * error answer being final; a simulation and a submission go to the first URL only, so one
 * signed transaction is never sent twice by the wallet itself.
 */
import { withFallback } from '../../withFallback';
import type { AptosCtx } from '../ctx';
import { AptosNodeError, aptosNode, type AptosNodeApi } from './node';

/** Runs `use` against each configured node in turn until one answers. */
export function withNode<T>(ctx: AptosCtx, use: (api: AptosNodeApi) => Promise<T>): Promise<T> {
  return withFallback(
    ctx.config.nodeUrls.map((url) => ({ name: new URL(url).host, run: () => use(aptosNode(ctx.http, url)) })),
    { isAnswer: (e) => e instanceof AptosNodeError, none: 'No Aptos node is configured' },
  );
}

/** The first configured node: where transactions are simulated and submitted. */
export const submitter = (ctx: AptosCtx): AptosNodeApi => aptosNode(ctx.http, ctx.config.nodeUrls[0]!);

export { AptosNodeError, BCS_SIGNED_TRANSACTION, type AptosNodeApi } from './node';
export type { AnyTransaction, DepositEvent, Simulation, UserTransaction } from './wire';
export { UserTransactionSchema } from './wire';
export { faDepositVersions } from './indexer';
export { FaDepositDataSchema, TransactionEventSchema, TransactionEventsSchema } from './wire';

import { Transaction } from '@stellar/stellar-base';
import { AppError } from '../../../../shared/errors';
import type { StellarCtx } from '../ctx';
import { resultMessage } from '../errors';
import { horizonOf } from '../network';

/** The hash of a signed envelope under the profile's passphrase: the id Horizon must answer. */
function hashOf(ctx: StellarCtx, envelope: string): string {
  try {
    return new Transaction(envelope, ctx.config.passphrase).hash().toString('hex');
  } catch {
    throw new AppError('BAD_INPUT', 'The signed Stellar transaction does not read');
  }
}

/**
 * POST /transactions (form-encoded `tx`). Horizon answers once the transaction is in a ledger,
 * or with the result codes of its refusal, which become a message the user can act on.
 */
export async function broadcast(ctx: StellarCtx, envelope: string): Promise<string> {
  const hash = hashOf(ctx, envelope);
  const out = await horizonOf(ctx).submit(envelope);
  if (!out.ok) throw new AppError('RULE', resultMessage(out.codes));
  if (out.hash !== hash) throw new AppError('NETWORK', 'Horizon answered another transaction hash');
  return hash;
}

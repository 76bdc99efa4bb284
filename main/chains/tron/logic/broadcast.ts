import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { TronCtx } from '../ctx';
import { TRON_ERRORS } from '../constants';
import { nodeOf } from '../network';

/** What the signer hands back (signer/chains/tron/transferSigner.ts). */
const SignedSchema = z.looseObject({
  txID: z.string().regex(/^[0-9a-f]{64}$/),
  transaction_hex: z.string().regex(/^([0-9a-f]{2})+$/),
});

/**
 * Sends the signed Transaction protobuf (/wallet/broadcasthex) and returns its id. spec §8: a
 * broadcast that returns no result is 'Something went wrong', with the node's reason after it
 * when it gave one.
 */
export async function broadcast(ctx: TronCtx, signed: string): Promise<string> {
  let tx: z.output<typeof SignedSchema>;
  try {
    tx = SignedSchema.parse(JSON.parse(signed));
  } catch {
    throw new AppError('BAD_INPUT', 'The signed Tron transaction does not read');
  }
  const out = await nodeOf(ctx).broadcastHex(tx.transaction_hex);
  if (!out.ok) {
    const why = [out.code, out.message].filter(Boolean).join(': ');
    throw new AppError('NETWORK', why ? `${TRON_ERRORS.noResult} (${why})` : TRON_ERRORS.noResult);
  }
  if (out.txid !== tx.txID)
    throw new AppError('NETWORK', `${TRON_ERRORS.noResult} (the node answered another id)`);
  return tx.txID;
}

import { Deserializer, SignedTransaction } from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { AptosCtx } from '../ctx';
import { AptosNodeError, submitter } from '../network';

/** What the signer hands back (signer/chains/aptos/transferSigner.ts). */
const SignedSchema = z.strictObject({
  signed: z.string().regex(/^0x([0-9a-f]{2})+$/),
  hash: z.string().regex(/^0x[0-9a-f]{64}$/),
});

/** What the confirmation loop needs of a sent transaction: the second after which it can never land. */
export const PendingPayloadSchema = z.strictObject({ expiration: z.number().int().min(0) });
export type PendingPayload = z.infer<typeof PendingPayloadSchema>;

/**
 * Submits the signed transaction as BCS (POST /transactions) and returns its hash and
 * expiration. The node's refusal (a stale sequence number, an expired transaction) is shown
 * with its message; a node answering another hash than the signer computed is not believed.
 */
export async function broadcast(
  ctx: AptosCtx,
  signed: string,
): Promise<{ hash: string; payload: PendingPayload }> {
  let tx: z.output<typeof SignedSchema>;
  let bytes: Uint8Array<ArrayBuffer>;
  let expiration: number;
  try {
    tx = SignedSchema.parse(JSON.parse(signed));
    bytes = new Uint8Array(hex.decode(tx.signed.slice(2)));
    expiration = Number(
      SignedTransaction.deserialize(new Deserializer(bytes)).raw_txn.expiration_timestamp_secs,
    );
  } catch {
    throw new AppError('BAD_INPUT', 'The signed Aptos transaction does not read');
  }
  let out;
  try {
    out = await submitter(ctx).submit(bytes);
  } catch (e) {
    if (e instanceof AptosNodeError)
      throw new AppError('RULE', `The Aptos node refused the transaction (${e.message})`);
    throw e;
  }
  if (out.hash.toLowerCase() !== tx.hash)
    throw new AppError('NETWORK', 'The Aptos node answered another transaction hash');
  return { hash: tx.hash, payload: { expiration } };
}

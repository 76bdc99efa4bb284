import { decode } from 'ripple-binary-codec';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { RippleCtx } from '../ctx';
import { RippledError, submitter } from '../network';
import { networkFees } from './networkFees';
import { resultMessage } from './resultMessages';

/** What the signer hands back (signer/chains/ripple/transferSigner.ts). */
const SignedSchema = z.strictObject({
  tx_blob: z.string().regex(/^([0-9A-F]{2})+$/),
  hash: z.string().regex(/^[0-9A-F]{64}$/),
});

/** What the confirmation loop needs of a sent Payment: the ledger after which it can never land. */
export const PendingPayloadSchema = z.strictObject({ lastLedgerSequence: z.number().int().min(1) });
export type PendingPayload = z.infer<typeof PendingPayloadSchema>;

/**
 * Submits the signed blob (`submit`) and returns its hash and LastLedgerSequence. Only
 * tesSUCCESS (applied to the open ledger) and terQUEUED (held for a later ledger) are sent;
 * any other preliminary result is refused with its message. A tec result is already in the
 * ledger with its fee taken, and the history shows it failed.
 */
export async function broadcast(
  ctx: RippleCtx,
  signed: string,
): Promise<{ hash: string; payload: PendingPayload }> {
  let tx: z.output<typeof SignedSchema>;
  let lastLedgerSequence: number;
  try {
    tx = SignedSchema.parse(JSON.parse(signed));
    lastLedgerSequence = Number((decode(tx.tx_blob) as { LastLedgerSequence?: number }).LastLedgerSequence);
  } catch {
    throw new AppError('BAD_INPUT', 'The signed XRP transaction does not read');
  }
  let out;
  try {
    out = await submitter(ctx).submit(tx.tx_blob);
  } catch (e) {
    if (e instanceof RippledError)
      throw new AppError('RULE', `The XRP Ledger refused the transaction (${e.message})`);
    throw e;
  }
  if (out.engine_result !== 'tesSUCCESS' && out.engine_result !== 'terQUEUED') {
    const fees =
      out.engine_result === 'tecNO_DST_INSUF_XRP' ? await networkFees(ctx).catch(() => undefined) : undefined;
    throw new AppError('RULE', resultMessage(out.engine_result, out.engine_result_message, fees));
  }
  const theirs = out.tx_json?.hash;
  if (theirs !== undefined && theirs.toUpperCase() !== tx.hash)
    throw new AppError('NETWORK', 'rippled answered another transaction hash');
  return { hash: tx.hash, payload: { lastLedgerSequence } };
}

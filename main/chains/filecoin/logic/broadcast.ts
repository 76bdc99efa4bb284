import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { FilecoinCtx } from '../ctx';
import { FILECOIN_ERRORS } from '../constants';
import { LotusError, lotusOf } from '../network';
import { signedCidOf } from './message';

const Amount = z.string().regex(/^(0|[1-9]\d{0,77})$/);
/** The signer's answer: Lotus' JSON of a secp256k1 SignedMessage of a plain send. */
const SignedSchema = z.looseObject({
  Message: z.strictObject({
    Version: z.literal(0),
    To: z.string().max(200),
    From: z.string().max(200),
    Nonce: z.number().int().nonnegative(),
    Value: Amount,
    GasLimit: z.number().int().positive(),
    GasFeeCap: Amount,
    GasPremium: Amount,
    Method: z.literal(0),
    Params: z.null(),
  }),
  Signature: z.strictObject({
    Type: z.literal(1),
    Data: z.string().regex(/^[A-Za-z0-9+/]{86}[AEIMQUYcgkosw048]=$/),
  }),
});

/**
 * Pushes the signed message (Filecoin.MpoolPush) and returns its CID, which must be the one its
 * bytes name: a node cannot hand back another message to follow. spec §8: Filecoin's send
 * rethrows; the node's refusal is shown with its reason.
 */
export async function broadcast(ctx: FilecoinCtx, signed: string): Promise<{ cid: string; nonce: bigint }> {
  let parsed: z.output<typeof SignedSchema>;
  try {
    parsed = SignedSchema.parse(JSON.parse(signed));
  } catch {
    throw new AppError('BAD_INPUT', 'The signed Filecoin message does not read');
  }
  const m = parsed.Message;
  const expected = signedCidOf(
    {
      to: m.To,
      from: m.From,
      nonce: BigInt(m.Nonce),
      value: BigInt(m.Value),
      gasLimit: BigInt(m.GasLimit),
      gasFeeCap: BigInt(m.GasFeeCap),
      gasPremium: BigInt(m.GasPremium),
    },
    parsed.Signature.Data,
  );
  let cid: string;
  try {
    cid = await lotusOf(ctx).mpoolPush({ Message: m, Signature: parsed.Signature });
  } catch (e) {
    if (e instanceof LotusError) throw new AppError('RULE', FILECOIN_ERRORS.pushFailed(e.reason));
    throw e;
  }
  if (cid !== expected) throw new AppError('NETWORK', FILECOIN_ERRORS.otherCid);
  return { cid, nonce: BigInt(m.Nonce) };
}

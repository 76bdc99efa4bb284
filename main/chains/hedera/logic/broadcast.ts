import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import type { HederaCtx } from '../ctx';
import { HEDERA_ERRORS } from '../constants';
import { consensusOf } from '../network';

/** 0.0.n@seconds.nanos → 0.0.n-seconds-nanos, the form the mirror and explorers print */
export const mirrorTxId = (sdkId: string): string => sdkId.replace('@', '-').replace(/\.(\d+)$/, '-$1');

/**
 * Submits the signed transaction through the SDK's client (CryptoService/cryptoTransfer) and
 * returns its transaction id in the mirror's form. spec §8: Hedera send failures rethrow; a
 * node's precheck refusal names its status.
 */
export async function broadcast(ctx: HederaCtx, signed: string): Promise<string> {
  if (!/^([0-9a-f]{2})+$/.test(signed))
    throw new AppError('BAD_INPUT', 'The signed Hedera transaction does not read');
  const out = await consensusOf(ctx).submit(hex.decode(signed));
  if ('refused' in out) throw new AppError('RULE', HEDERA_ERRORS.refused(out.refused));
  return mirrorTxId(out.transactionId);
}

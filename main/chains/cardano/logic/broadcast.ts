import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import { CARDANO_ERRORS } from '../constants';
import type { CardanoCtx } from '../ctx';
import { blockfrostOf } from '../network';
import { CSL, withFree } from './csl';

/**
 * Submits the signed transaction (hex CBOR) to tx/submit as bytes and returns its id: the hash
 * of the body the wallet signed, which Blockfrost's answer must repeat.
 */
export async function broadcast(ctx: CardanoCtx, signed: string): Promise<string> {
  if (!/^([0-9a-f]{2})+$/.test(signed))
    throw new AppError('BAD_INPUT', 'The signed Cardano transaction is not hex');
  const mine = withFree((keep) => {
    try {
      return keep(keep(CSL.FixedTransaction.from_hex(signed)).transaction_hash()).to_hex();
    } catch {
      throw new AppError('BAD_INPUT', 'The signed Cardano transaction does not decode');
    }
  });
  const theirs = await blockfrostOf(ctx).submit(Uint8Array.from(hex.decode(signed)));
  if (theirs !== mine) throw new AppError('NETWORK', CARDANO_ERRORS.otherHash);
  return mine;
}

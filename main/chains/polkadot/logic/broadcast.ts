import { construct } from '@substrate/txwrapper-polkadot';
import { AppError } from '../../../../shared/errors';
import type { PolkadotCtx } from '../ctx';
import { sidecarOf } from '../network';

/**
 * Submits the signed extrinsic (POST /transaction) and returns its hash: blake2-256 of the
 * bytes the wallet signed, which Sidecar's answer must repeat.
 */
export async function broadcast(ctx: PolkadotCtx, signed: string): Promise<string> {
  if (!/^0x([0-9a-f]{2})+$/i.test(signed))
    throw new AppError('BAD_INPUT', 'The signed Polkadot extrinsic is not hex');
  const mine = construct.txHash(signed).toLowerCase();
  const theirs = await sidecarOf(ctx).submit(signed);
  if (theirs !== mine)
    throw new AppError('NETWORK', 'The Polkadot Sidecar answered another transaction hash');
  return mine;
}

import { construct } from '@substrate/txwrapper-polkadot';
import { AppError } from '../../../../shared/errors';
import type { PolkadotCtx } from '../ctx';
import { sidecarOf } from '../network';
import type { PolkadotPendingPayload } from './txStatus';

/**
 * Submits the signed extrinsic (POST /transaction) and returns its hash: blake2-256 of the
 * bytes the wallet signed, which Sidecar's answer must repeat. The finalized head read just
 * before it is where the confirmation loop starts looking for it (the payload); a head that
 * cannot be read leaves no payload, and the loop asks the scan service instead.
 */
export async function broadcast(
  ctx: PolkadotCtx,
  signed: string,
): Promise<{ hash: string; payload?: PolkadotPendingPayload }> {
  if (!/^0x([0-9a-f]{2})+$/i.test(signed))
    throw new AppError('BAD_INPUT', 'The signed Polkadot extrinsic is not hex');
  const mine = construct.txHash(signed).toLowerCase();
  const api = sidecarOf(ctx);
  const head = await api.headNumber().catch((e: unknown) => {
    console.error(`polkadot head before submit: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  });
  const theirs = await api.submit(signed);
  if (theirs !== mine)
    throw new AppError('NETWORK', 'The Polkadot Sidecar answered another transaction hash');
  return { hash: mine, ...(head !== null ? { payload: { scanFrom: head + 1 } } : {}) };
}

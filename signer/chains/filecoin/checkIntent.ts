import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { FilecoinMessage } from './messageCodec';

export type FilecoinIntent = SignIntentOf<'filecoin'>;

/** Method 0 is a plain send (builtin Send); any other method calls the recipient actor. */
export const METHOD_SEND = 0n;
/** The block gas limit (build.BlockGasLimit): a message can never use more. */
export const BLOCK_GAS_LIMIT = 10_000_000_000n;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded message differs from what the
 * user approved; returns the most it can cost (GasFeeCap × GasLimit) when it is exactly a plain
 * send of the approved amount to the approved address, from the signing key's own address, at
 * the approved nonce.
 */
export function checkFilecoinIntent(m: FilecoinMessage, intent: FilecoinIntent, me: string): bigint {
  if (intent.kind !== 'transfer') throw mismatch('kind');
  if (intent.memo !== undefined) throw mismatch('memo');
  if (intent.from !== me) throw mismatch('from');
  if (m.version !== 0) throw mismatch('version');
  if (m.from !== me) throw mismatch('from');
  if (m.to !== intent.to) throw mismatch('to');
  if (m.value !== BigInt(intent.amount)) throw mismatch('amount');
  // another method or params would call the recipient actor instead of paying it
  if (m.method !== METHOD_SEND) throw mismatch('method');
  if (m.params.length !== 0) throw mismatch('params');
  if (m.nonce !== BigInt(intent.nonce)) throw mismatch('nonce');
  if (m.gasLimit <= 0n || m.gasLimit > BLOCK_GAS_LIMIT) throw mismatch('gas limit');
  // Lotus refuses a premium above the fee cap; main offering one says it is not building honestly
  if (m.gasPremium > m.gasFeeCap) throw mismatch('gas premium');
  const maxFee = m.gasFeeCap * m.gasLimit;
  if (maxFee > BigInt(intent.feeCap)) throw mismatch('feeCap');
  return maxFee;
}

import { polkadotAddress } from '../../../shared/chains/polkadot/validate';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { DecodedPolkadotPayload, PolkadotTransferCall } from './decodePayload';
import { POLKADOT_GENESIS, POLKADOT_RUNTIME } from './runtime';

export type PolkadotIntent = SignIntentOf<'polkadot'>;

/**
 * The longest mortality the signer accepts, in blocks (6 s each: about 25 minutes). A signed
 * transfer can be submitted by whoever holds it until its era ends, so a long era lets a
 * withheld "failed" send land long after the user sent it again.
 */
export const MAX_ERA_PERIOD = 256;

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded payload differs from what
 * the user approved; returns when it is exactly that. `signer` is the ss58 address of the key
 * about to sign (the payload itself names no sender), `network` picks the genesis hash from
 * the signer's own table.
 */
export function checkPolkadotIntent(
  p: DecodedPolkadotPayload,
  intent: PolkadotIntent,
  signer: string,
  network: NetworkKind,
): asserts p is DecodedPolkadotPayload & { call: PolkadotTransferCall } {
  if (intent.from !== signer) throw mismatch('from');
  if (intent.kind !== 'transfer') throw mismatch('kind');
  if (intent.memo !== undefined) throw mismatch('memo');
  // keep-alive unless the user chose to send everything, which may close the account
  if (p.call === null) throw mismatch(`call ${p.callName}`);
  if (p.call === 'transferAllowDeath' && intent.sendAll !== true) throw mismatch('call transferAllowDeath');
  if (p.dest === null) throw mismatch('to');
  if (polkadotAddress(p.dest, network) !== intent.to) throw mismatch('to');
  if (p.value !== BigInt(intent.amount)) throw mismatch('amount');
  if (p.tip > BigInt(intent.feeCap)) throw mismatch('tip');
  if (p.eraPeriod === 0 || p.eraPeriod > MAX_ERA_PERIOD) throw mismatch('era');
  if (p.nonce !== intent.nonce) throw mismatch('nonce');
  const genesis = POLKADOT_GENESIS[network];
  if (genesis === undefined)
    throw new AppError('BAD_INPUT', `Polkadot signing is not available on ${network}`);
  if (p.genesisHash !== genesis) throw mismatch('genesis hash');
  // the bundled metadata read these bytes: a newer transaction version may mean other bytes
  if (p.transactionVersion !== POLKADOT_RUNTIME.transactionVersion) throw mismatch('transaction version');
  if (p.specVersion < POLKADOT_RUNTIME.specVersion) throw mismatch('spec version');
  // the signer commits to no metadata hash (it would have to compute it from its own metadata)
  if (p.metadataMode !== 0 || p.metadataHash) throw mismatch('metadata hash');
}

import { AppError } from '../../../../shared/errors';
import type { HederaCtx } from '../ctx';
import { HEDERA_ERRORS } from '../constants';
import { mirrorOf } from '../network';

const DER_ED25519_PUBLIC = '302a300506032b6570032100';

/**
 * The account id (0.0.n) the mirror node names for the wallet's key (spec: accounts by
 * public key), or null while the network has created none. Only an undeleted account whose
 * key is exactly this ed25519 key counts: a mirror that answers another account (or one held
 * by a key list this key is part of) is not believed. A found id is remembered.
 */
export async function findAccount(ctx: HederaCtx, publicKeyDer: string): Promise<string | null> {
  const known = ctx.accounts.get(publicKeyDer);
  if (known) return known;
  const raw = publicKeyDer.toLowerCase().startsWith(DER_ED25519_PUBLIC)
    ? publicKeyDer.slice(DER_ED25519_PUBLIC.length).toLowerCase()
    : null;
  if (raw === null) return null;
  const accounts = await mirrorOf(ctx).accountsByKey(publicKeyDer);
  const mine = accounts.find((a) => !a.deleted && a.key?.type === 'ED25519' && a.key.hex === raw);
  if (!mine) return null;
  ctx.accounts.set(publicKeyDer, mine.id);
  return mine.id;
}

/** spec §8: 'No accountId found' when the key has no account yet (sending needs one). */
export async function requireAccount(ctx: HederaCtx, publicKeyDer: string): Promise<string> {
  const id = await findAccount(ctx, publicKeyDer);
  if (!id) throw new AppError('RULE', HEDERA_ERRORS.noAccountId);
  return id;
}

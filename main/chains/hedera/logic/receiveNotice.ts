import type { HederaCtx } from '../ctx';

/**
 * What the receive card says while the key has no account: a Hedera account is created on the
 * network (by someone who has one), never derived, so there is no address to show yet. Where
 * the network creates accounts on a first transfer to a key alias (HIP-32), the alias is given.
 * An ed25519 key has no EVM address alias: only ECDSA keys do (HIP-583). The alias is written
 * as the SDK writes AccountId.toString() of PublicKey.toAccountId(0, 0): shard.realm.DER key.
 */
export function receiveNotice(ctx: HederaCtx, publicKeyDer: string): string {
  const base =
    'No Hedera account exists for this key yet. Hedera accounts are created on the network, not derived from your phrase: ask someone with a Hedera account (or an exchange) to create one for this key.';
  if (!ctx.config.autoCreate) return `${base} Its account id (0.0.…) shows here once it exists.`;
  const alias = `0.0.${publicKeyDer}`;
  return `${base} Or have HBAR sent to this key's alias ${alias}: the first transfer creates the account. Its account id (0.0.…) shows here once it exists.`;
}

import { Address } from '@ton/core';

/**
 * Whether a TON transfer to `to` (a valid address, as the user gave it) asks the recipient to
 * bounce it back on failure. The user-friendly form carries its owner's wish: a non-bounceable
 * address (UQ…, what wallets show for themselves) must not bounce, since a bounce from an
 * account that is not deployed yet returns the TON less the round trip's fees; a bounceable one
 * (EQ…, what contracts publish) must, or a failing contract keeps the TON. A raw address
 * carries no wish and bounces, so a failure returns the value. The signer holds main to this
 * rule: whether an account is deployed is a node's word and decides nothing here.
 */
export function bounceFor(to: string): boolean {
  return Address.isFriendly(to) ? Address.parseFriendly(to).isBounceable : true;
}

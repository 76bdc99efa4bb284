import { findLookalike, sameAddress } from '../../shared/recipients/lookalike';
import type { SignerResult } from '../../shared/signer/protocol';
import type { JournalEntry } from './journalEntry';

/**
 * Kinds whose `to` is not someone the user paid: a cancel pays the wallet back, a dapp entry
 * names a contract or nothing, a revoke names the spender it takes a permission from (a
 * delegation's clearing, the account itself).
 */
const NOT_A_PAYMENT = new Set<JournalEntry['kind']>([
  'cancel',
  'dapp',
  'revokeAllowance',
  'revokeOperator',
  'revokeDelegate',
  'revokeDelegation',
]);

/**
 * What the journal says about a recipient, and nothing more: whether this wallet ever paid it on
 * this chain, and else the address it paid that it mimics (with the last date it paid it).
 * `entries` are one wallet's records on one chain.
 */
export function recipientCheck(
  entries: readonly JournalEntry[],
  recipient: string,
): SignerResult<'recipientCheck'> {
  const paid = new Map<string, number>();
  for (const e of entries) {
    if (NOT_A_PAYMENT.has(e.kind) || !e.to) continue;
    const seen = [...paid.keys()].find((a) => sameAddress(a, e.to)) ?? e.to;
    paid.set(seen, Math.max(paid.get(seen) ?? 0, e.at));
  }
  const known = [...paid].map(([address, date]) => ({ address, date }));
  if (known.some((k) => sameAddress(k.address, recipient))) return { firstSend: false };
  const alike = findLookalike(recipient, known, (k) => k.address);
  return alike ? { firstSend: true, lookalikeOf: alike } : { firstSend: true };
}

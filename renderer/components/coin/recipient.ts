import { validateAddress, type NetworkKind } from '../../../shared/chains/validate';

export type RecipientInput =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; reason: string };

/** Same shape the contract accepts for name.resolve: labels, a dot, a top-level label. */
const NAME = /^[^\s/\\:?#@]+\.[^\s/\\:?#@.]+$/u;

/**
 * What the recipient field holds: an address valid on the chain (checked here, checksum
 * included, so a typo shows before any quote), a name for main to resolve, or neither.
 */
export function classifyRecipient(chainName: string, text: string, network: NetworkKind): RecipientInput {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  const check = validateAddress(chainName, t, network);
  if (check.valid) return { kind: 'address', address: t };
  if (NAME.test(t) && t.length <= 255 && !/^0x[0-9a-f]*$/i.test(t)) return { kind: 'name', name: t };
  return { kind: 'invalid', reason: check.reason };
}

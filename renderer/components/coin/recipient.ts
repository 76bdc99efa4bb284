import { validateAddress, type NetworkKind } from '../../../shared/chains/validate';
import { NAME_PATTERN } from '../../../shared/contract/transfers';

export type RecipientInput =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid'; reason: string };

/**
 * What the recipient field holds: an address valid on the chain (checked here, checksum
 * included, so a typo shows before any quote), a name for main to resolve, or neither.
 */
export function classifyRecipient(chainName: string, text: string, network: NetworkKind): RecipientInput {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  const check = validateAddress(chainName, t, network);
  if (check.valid) return { kind: 'address', address: t };
  if (NAME_PATTERN.test(t) && t.length <= 255 && !/^0x[0-9a-f]*$/i.test(t)) return { kind: 'name', name: t };
  return { kind: 'invalid', reason: check.reason };
}

import { familyModule } from '../families';
import { CHAINS } from '../registry';
import { invalid, type NetworkKind, type ValidationResult } from './result';

export type { NetworkKind, ValidationResult } from './result';

/** Longest address or key any chain uses is well under this; longer input is refused unread. */
const MAX_INPUT = 512;

export function validateAddress(chainName: string, address: string, network?: NetworkKind): ValidationResult {
  const chain = CHAINS.get(chainName);
  if (!chain) return invalid('Unsupported chain');
  if (address.length === 0 || address.length > MAX_INPUT) return invalid('Invalid address');
  return familyModule(chain.family).validator.validateAddress(chainName, address, network);
}

export function validatePrivateKey(chainName: string, key: string, network?: NetworkKind): ValidationResult {
  const chain = CHAINS.get(chainName);
  if (!chain) return invalid('Unsupported chain');
  if (key.length === 0 || key.length > MAX_INPUT) return invalid('Invalid private key');
  return familyModule(chain.family).validator.validatePrivateKey(chainName, key, network);
}

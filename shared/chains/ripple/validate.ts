import { chainOutsideFamily, invalid, resultOf, type ValidationResult } from '../validate/result';
import { decodeRippleAddress } from './rippleCodec';
import { decodeRipplePrivateKey } from './rippleKeys';
import { RIPPLE_CHAINS } from './chains';

export function validateAddress(chainName: string, address: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, RIPPLE_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeRippleAddress(address), 'Invalid ripple address');
}

export function validatePrivateKey(chainName: string, key: string): ValidationResult {
  const outside = chainOutsideFamily(chainName, RIPPLE_CHAINS);
  if (outside) return invalid(outside);
  return resultOf(() => decodeRipplePrivateKey(key), 'Invalid private key');
}

export const rippleValidator = { validateAddress, validatePrivateKey };

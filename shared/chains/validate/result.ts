import type { Family } from '../families';
import { CHAINS } from '../registry';

/** What every address or key check returns: a reason the user can read when it fails. */
export type ValidationResult = { valid: true } | { valid: false; reason: string };

/** The networks a chain check can be asked about; mainnet when omitted. */
export type NetworkKind = 'mainnet' | 'testnet' | 'regtest';

export const VALID: ValidationResult = Object.freeze({ valid: true });

export function invalid(reason: string): ValidationResult {
  return { valid: false, reason };
}

/**
 * Runs a decoder that throws a readable Error and turns the outcome into a result. The
 * decoders never put the input in their message, so no key text can reach the reason.
 */
export function resultOf(decode: () => unknown, fallback: string): ValidationResult {
  try {
    decode();
    return VALID;
  } catch (e) {
    return invalid(e instanceof Error && e.message ? e.message : fallback);
  }
}

/** Reason text when a chain name does not belong to the family a check was called for. */
export function chainOutsideFamily(chainName: string, family: Family): string | null {
  return CHAINS.get(chainName)?.family === family ? null : 'Unsupported chain';
}

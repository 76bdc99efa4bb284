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

/** Reason text when a chain name is not one of the family's own rows (each validator passes them). */
export function chainOutsideFamily(
  chainName: string,
  rows: readonly { readonly name: string }[],
): string | null {
  return rows.some((c) => c.name === chainName) ? null : 'Unsupported chain';
}

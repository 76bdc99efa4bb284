interface Derivations {
  tapBip32Derivation?: readonly { path: string }[];
  bip32Derivation?: readonly { path: string }[];
}

/**
 * The BIP32 path a PSBT input or output names for its key, the taproot one first; '' when it
 * names none. bip174 decodes a derivation list only with an entry in it, so [0] is there
 * whenever the list is, and the paths it writes are canonical (m/…, steps from uint32s).
 */
export function keyPath(m: Derivations): string {
  // Stryker disable next-line StringLiteral: every caller reads any string that is no BIP32 path as no path
  return (m.tapBip32Derivation ?? m.bip32Derivation)?.[0]!.path ?? '';
}

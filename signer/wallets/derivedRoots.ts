import type { RootCache } from '../chains/derivation';

/**
 * A phrase wallet's roots that cost a slow KDF to compute (Cardano's Icarus master key is
 * 4096 rounds of PBKDF2-SHA512), kept for the unlocked session exactly like the BIP39 seed:
 * computed at first use, wiped with the seeds at lock and when the wallet is removed. Holding
 * them is no weaker than holding the seed they come from, and it turns a 20 ms address into a
 * fraction of a millisecond.
 */
export class DerivedRoots implements RootCache {
  private readonly roots = new Map<string, Uint8Array>();

  get(name: string, compute: () => Uint8Array): Uint8Array {
    let root = this.roots.get(name);
    if (!root) {
      root = compute();
      this.roots.set(name, root);
    }
    return root;
  }

  wipe(): void {
    for (const root of this.roots.values()) root.fill(0);
    this.roots.clear();
  }
}

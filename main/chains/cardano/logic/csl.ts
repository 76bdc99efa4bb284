import * as CSL from '@emurgo/cardano-serialization-lib-nodejs';

export { CSL };

/** Runs `use` with a tracker for CSL's wasm objects and frees them all afterwards (the GC does not). */
export function withFree<T>(use: (keep: <O extends { free(): void }>(o: O) => O) => T): T {
  const owned: { free(): void }[] = [];
  try {
    return use((o) => {
      owned.push(o);
      return o;
    });
  } finally {
    for (const o of owned.reverse()) o.free();
  }
}

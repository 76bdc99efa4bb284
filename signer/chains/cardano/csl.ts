import * as CSL from '@emurgo/cardano-serialization-lib-nodejs';

export { CSL };

interface Freeable {
  free(): void;
}

/**
 * Runs `use` with a tracker for wasm objects and frees all of them afterwards: CSL objects
 * live in wasm memory, which the JS garbage collector does not reclaim.
 */
export function withFree<T>(use: (keep: <O extends Freeable>(o: O) => O) => T): T {
  const owned: Freeable[] = [];
  try {
    return use((o) => {
      owned.push(o);
      return o;
    });
  } finally {
    for (const o of owned.reverse()) o.free();
  }
}

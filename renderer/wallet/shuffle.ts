/** A uniform random integer in [0, n), without modulo bias. */
function randomBelow(n: number, random: (buf: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buf = new Uint32Array(1);
  for (;;) {
    const x = random(buf)[0]!;
    if (x < limit) return x % n;
  }
}

/**
 * A shuffled copy (Fisher–Yates). Uses the platform CSPRNG: the order of the confirm
 * buttons should not hint at the phrase order.
 */
export function shuffle<T>(
  items: readonly T[],
  random: (buf: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b),
): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, random);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

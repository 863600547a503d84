/** FNV-1a over the parts joined by `|`: a seed per article and purpose, independent of call order. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 2166136261 >>> 0;
  for (const character of parts.join('|')) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

/**
 * mulberry32: small, fast and the same on every machine, so a benchmark's articles are the same
 * from run to run (and the same as the Astro peer's, which uses this generator and these seeds).
 * `int` includes both ends.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, int, pick, chance: (probability: number) => next() < probability };
}

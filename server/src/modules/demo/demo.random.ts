/** A small seeded pseudo-random generator with the draws the demo needs. Never for secrets. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A Poisson-distributed count with mean `lambda`. */
  poisson(lambda: number): number;
  /** Standard normal draw (mean 0, standard deviation 1). */
  normal(): number;
}

/** mulberry32: a 32-bit state generator, fast and good enough for demo data (and the bench's files). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from any parts (FNV-1a over their text), so every day and product gets its own stream. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function poissonDraw(next: () => number, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 30) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normalDraw(next)));
  const limit = Math.exp(-lambda);
  let count = 0;
  let product = next();
  while (product > limit) {
    count += 1;
    product *= next();
  }
  return count;
}

function normalDraw(next: () => number): number {
  // Box-Muller; 1 - next() keeps the logarithm away from zero.
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

/** A generator seeded with a 32-bit number (use `hashSeed` to derive one). */
export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    poisson: (lambda) => poissonDraw(next, lambda),
    normal: () => normalDraw(next),
  };
}

/** A generator for one purpose of one seed, e.g. `rngFor(seed, 'trades', '2026-03-02')`. */
export function rngFor(...parts: ReadonlyArray<string | number>): Rng {
  return createRng(hashSeed(...parts));
}

/** A deterministic value in [-1, 1) for a key, the same on every call (the first draw of its stream). */
export function hashUnit(...parts: ReadonlyArray<string | number>): number {
  return mulberry32(hashSeed(...parts))() * 2 - 1;
}

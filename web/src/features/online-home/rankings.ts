/** Anything with a change in %. */
export interface Mover {
  DegisimYuzde: number | null;
}

/** The `count` largest rises (descending) and falls (most negative first); items without a change are left out. */
export function topMovers<T extends Mover>(items: readonly T[], count: number): { up: T[]; down: T[] } {
  const changed = items.filter((i): i is T & { DegisimYuzde: number } => i.DegisimYuzde !== null);
  const up = changed.filter((i) => i.DegisimYuzde > 0).sort((a, b) => b.DegisimYuzde - a.DegisimYuzde);
  const down = changed.filter((i) => i.DegisimYuzde < 0).sort((a, b) => a.DegisimYuzde - b.DegisimYuzde);
  return { up: up.slice(0, count), down: down.slice(0, count) };
}

/** Anything with an amount in TL. */
export interface Traded {
  Tutar: number;
}

/** The `count` items with the largest amount, descending. */
export function mostTraded<T extends Traded>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => b.Tutar - a.Tutar).slice(0, count);
}

const ONLY = process.env.BENCH_ONLY?.split(',');

/**
 * Whether this run measures the bench part `part`: `BENCH_ONLY` names the parts to run, comma-separated;
 * when it is not set, every part runs.
 */
export function benchPartWanted(part: string): boolean {
  return !ONLY || ONLY.includes(part);
}

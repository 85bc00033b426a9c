/**
 * Preloaded into a bench server (`--expose-gc --import`): on SIGUSR2 it collects garbage and writes
 * `process.memoryUsage()` to `BENCH_MEMORY_FILE`, so the bench compares live memory, not what V8 keeps.
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    collect?.();
    // Written aside and renamed, so the bench never reads half a file.
    writeFileSync(`${file}.part`, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    renameSync(`${file}.part`, file);
  });
}

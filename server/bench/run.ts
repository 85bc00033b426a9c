/**
 * `npm run bench`: runs every benchmark script in this folder one after another, each in its own Node
 * process (this file and helper files starting with `_` excepted). Arguments pick scripts by name:
 * `npm run bench -- api` runs only `api.ts`. First prints how fast the machine is right now (`_machine.ts`).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLine } from './_machine.js';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const scripts = readdirSync(here)
  .filter(
    (name) => name.endsWith('.ts') && name !== 'run.ts' && !name.startsWith('_') && !name.endsWith('.d.ts'),
  )
  .filter((name) => wanted.length === 0 || wanted.includes(name.replace(/\.ts$/, '')))
  .sort();

if (scripts.length > 0) console.log(machineLine());
let failed = 0;
for (const script of scripts) {
  console.log(`\n=== bench ${script} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, script)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
if (scripts.length === 0) console.log(`no bench script matches ${wanted.join(' ')}`);
process.exit(failed > 0 ? 1 : 0);

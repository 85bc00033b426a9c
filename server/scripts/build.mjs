// `npm run build -w server`: bundles the server (and @bulten/core, which exports TypeScript source) into
// plain JavaScript, `dist/main.js` for `npm start` (`--outdir DIR`: elsewhere; it must lie inside the
// repository, where node_modules is found). Every npm package stays an import resolved from
// node_modules at run time: native ones (better-sqlite3, pg) cannot be bundled, and some (pdfkit) read
// their own data files next to their code.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = dirname(dirname(fileURLToPath(import.meta.url)));
const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const ownPackages = new Set(['@bulten/core']);
const external = [
  ...Object.keys(manifest(server).dependencies ?? {}),
  ...Object.keys(manifest(join(server, '..', 'core')).dependencies ?? {}),
]
  .filter((name) => !ownPackages.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const at = process.argv.indexOf('--outdir');
const outdir = at === -1 ? join(server, 'dist') : resolve(process.argv[at + 1]);
const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: server,
  // Worker threads are started from a file beside the code that starts them (`new URL('./x.js', import.meta.url)`).
  entryPoints: { main: 'src/main.ts', 'stage.worker': 'src/modules/imports/stage.worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(): give the ES module one.
  banner: {
    js: "import { createRequire as __bultenRequire } from 'node:module';\nconst require = __bultenRequire(import.meta.url);",
  },
});
console.log(`server built into ${outdir} in ${Math.round(performance.now() - started)} ms`);

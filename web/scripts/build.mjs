#!/usr/bin/env node
// `npm run build -w web [-- --outDir <dir> --emptyOutDir]`: the browser build into <dir> (default dist) with
// its files' precompressed twins (`precompress.mjs`), then the server renderer (src/ssr/entry-server.tsx,
// every dependency bundled in, so it runs from any folder) into <dir>/ssr, which the server loads and never
// serves.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { precompress } from './precompress.mjs';

const { values } = parseArgs({
  options: { outDir: { type: 'string' }, emptyOutDir: { type: 'boolean' } },
  strict: false,
});
const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, typeof values.outDir === 'string' ? values.outDir : 'dist');

await build({ root, build: { outDir, emptyOutDir: values.emptyOutDir === true || outDir.startsWith(root) } });
const compressed = await precompress(outDir);
console.log(
  `precompressed ${compressed.files} files: ${(compressed.bytes / 1000).toFixed(0)} kB -> ${(compressed.brotliBytes / 1000).toFixed(0)} kB Brotli`,
);
await build({
  root,
  logLevel: 'warn',
  ssr: { noExternal: true },
  // Bundled in, React and the rest would read NODE_ENV at run time and run their development builds.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: resolve(outDir, 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

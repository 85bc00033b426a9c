import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CORE_SOURCE, chunkPlan } from './scripts/chunk-plan.ts';
import { themeStylesPlugin } from './scripts/theme-styles.ts';

// The price widget's libraries (the contract's zod and time zones), left to automatic chunking so that the
// widget (embed.html) never loads the app's vendor chunk.
const WIDGET_LIBRARIES = /node_modules[\\/](zod|@date-fns)[\\/]/;

// Core's modules (`CORE_SOURCE`) have no side effects: a module the first view imports a constant or a type
// from is not kept whole (its zod schemas would bring zod into the first load).

// Core's part without zod (`@bulten/core/plain`) that the first view reads (and its calendar arithmetic, and
// the locale module's dates and units), in a chunk of its own: left to automatic chunking, it shared one with
// the contract (zod, every schema and the endpoint table), which the web loads with its first API call
// instead (`api/http.ts`, `loadContract`), and the locale's dates and units made two chunks under 1 kB. The
// locale's numbers go with the widget's shared chunk (`format`), which the first view loads too.
const CORE_PLAIN =
  /core[\\/]src[\\/](plain|domain|calendar|web-render|web-storage|endpoints[\\/](url|paths)|locale[\\/](dates|units))\.ts$/;

// The lab analyses (`core/src/analyses.ts`, no zod), read by the contract's schemas and by the product page's
// lot charts: in a chunk of their own, else automatic chunking puts them into the contract's (zod) chunk,
// which the product page then loads before it is hydrated.
const CORE_ANALYSES = /core[\\/]src[\\/]analyses\.ts$/;

// React and React DOM, in a chunk of their own: `public/boot.js` evaluates the first view's chunks one task
// each, and React DOM alone is as long to compile and evaluate as every other library of the first view.
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// Mantine's components of every public page's frame and states (breadcrumbs, the query state's alert and its
// close button, badges, hidden labels) and the helpers only they use, with the home chunk: automatic chunking
// made one chunk of each, under 1 kB apiece. A module Mantine renames just goes back to an automatic chunk (the
// bundle check's budget sees it).
const PAGE_FRAME_LIBRARIES =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](components[\\/](Alert|Badge|Breadcrumbs|CloseButton|VisuallyHidden)[\\/]|core[\\/]utils[\\/]is-element)|hooks[\\/]esm[\\/]use-id)/;

// The own modules' chunks (`scripts/chunk-plan.ts`): the index page's entry, what the widget shares, `/`'s page.
const PLAN = chunkPlan();

/** Whether a library module goes into the one `vendor` chunk of the first view. */
function inVendorChunk(id: string): boolean {
  return /node_modules[\\/]/.test(id) && !WIDGET_LIBRARIES.test(id);
}

export default defineConfig({
  plugins: [react(), themeStylesPlugin(), PLAN.plugin],
  resolve: {
    // wouter takes `useSyncExternalStore` from this shim, a copy of the hook for React 16 and 17; React 19
    // has it, so the shim's code need not reach any page.
    alias: { 'use-sync-external-store/shim/index.js': 'react' },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The manifest lets the server preload a server-rendered page's chunk and styles (see src/ssr/).
    manifest: true,
    // embed.html: the price widget for other sites' iframes, a separate small entry (no React, no app).
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !CORE_SOURCE.test(id) },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        embed: fileURLToPath(new URL('./embed.html', import.meta.url)),
      },
      output: {
        // The first view's libraries in one chunk: left to automatic chunking, a library module the first view
        // shares with a lazy area (the staff console) becomes a chunk of its own, preloaded on every page, and
        // many small chunks compress worse than one. Only libraries: the app's own modules import them, never
        // the other way round, so the chunks import each other without cycles.
        codeSplitting: {
          // A group holds the modules it matches, not what they import (React, Mantine…), which stay in
          // their own groups' chunks or in automatic ones.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', tags: ['$initial'], test: REACT, priority: 1 },
            { name: 'vendor', tags: ['$initial'], test: inVendorChunk },
            { name: 'core', test: CORE_PLAIN },
            { name: 'analyses', test: CORE_ANALYSES },
            { name: 'main', test: PLAN.main, priority: -1 },
            { name: 'format', test: PLAN.widgetShared, priority: -1 },
            { name: 'home', test: (id) => PLAN.home(id) || PAGE_FRAME_LIBRARIES.test(id), priority: -1 },
          ],
        },
      },
    },
  },
});

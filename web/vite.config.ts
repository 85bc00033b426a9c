import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Left to automatic chunking: the price widget (embed.html, its own modules, the formatting and the
// contract it shares with the app, so it never loads the app's chunk), the runtime and the preload polyfill.
const SHARED_WITH_WIDGET =
  /embed\.html|[\\/]src[\\/](embed|format)[\\/]|[\\/]core[\\/]src[\\/]|node_modules[\\/]zod[\\/]|modulepreload-polyfill|rolldown[\\/]runtime/;

/** Whether a module of the first view goes into the one `app` chunk. */
function inFirstViewChunk(id: string): boolean {
  return !SHARED_WITH_WIDGET.test(id);
}

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The manifest lets the server preload a server-rendered page's chunk and styles (see src/ssr/).
    manifest: true,
    // embed.html: the price widget for other sites' iframes, a separate small entry (no React, no app).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        embed: fileURLToPath(new URL('./embed.html', import.meta.url)),
      },
      output: {
        // Every module of the first view in one chunk: left to automatic chunking, a module the first view
        // shares with a lazy area (the staff console) becomes a chunk of its own, preloaded on every page,
        // and many small chunks compress worse than one.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: inFirstViewChunk,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

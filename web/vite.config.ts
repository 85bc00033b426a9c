import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
  // The manifest lets the server preload a server-rendered page's chunk and styles (see src/ssr/).
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});

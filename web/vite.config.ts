/// <reference types="node" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The API and the Firebase Hosting reserved paths (/__/firebase/init.json) are served by the
// local runtime; the dev server forwards them so the SPA runs against it unchanged.
const apiTarget = `http://127.0.0.1:${process.env.PORTICO_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/__': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    // Maps for error reporting, without a sourceMappingURL comment in the served files.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
  },
});

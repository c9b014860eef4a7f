/// <reference types="node" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstLoadChunkGroups } from './scripts/first-load-chunks.js';

// The API and the Firebase Hosting reserved paths (/__/firebase/init.json) are served by the
// local runtime; the dev server forwards them so the SPA runs against it unchanged.
const apiTarget = `http://127.0.0.1:${process.env.PORTICO_PORT ?? 8080}`;

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
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
    // The pages clients open first load a few chunks, not dozens (scripts/first-load-chunks.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: firstLoadChunkGroups(srcDir) } } },
  },
}));
